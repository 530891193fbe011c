import type { RecordDetail } from "../api/RecordDetail";

const KINDS: Record<string, "user" | "record" | "file"> = { link: "record", user: "user", file: "file" };

/**
 * Labels of the users, records and files a record's values name, read from the server's formatted values:
 * one id gets the whole text; several get the parts when the text splits into as many.
 */
export function labelsOf(record: RecordDetail): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of record.items) {
    const kind = KINDS[item.type];
    const value = record.content[item.id];
    const text = record.formatted[item.id];
    if (!kind || text === undefined) continue;
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === "number");
    const parts = ids.length === 1 ? [text] : text.split(", ");
    if (parts.length !== ids.length) continue;
    ids.forEach((id, index) => {
      labels.set(`${kind}:${id}`, parts[index] as string);
    });
  }
  return labels;
}
