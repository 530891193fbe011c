import type { FieldsAndLinks } from "../api/listFieldsAndLinks";

export const UNKNOWN_PATH = "Unknown field path";

/** Record metadata a path may end in, besides a data field or link (as the server resolves paths). */
const METADATA = new Set(["id", "dossier_id", "summary", "created_at", "modified_at", "archived"]);

/**
 * Checks a display rule path such as `client.has_guardian` against the entities it passes: link names, then
 * a data field, link or metadata name of the entity reached. Undefined when it is known, else the message.
 */
export async function fieldPathError(
  path: string,
  entityId: number,
  load: (entityId: number) => Promise<FieldsAndLinks>,
): Promise<string | undefined> {
  const segments = path.split(".").map((segment) => segment.trim());
  if (segments.some((segment) => segment === "")) return UNKNOWN_PATH;
  let entity = entityId;
  for (const [index, name] of segments.entries()) {
    const { fields, links } = await load(entity);
    const link = links.find((candidate) => candidate.name === name);
    if (index === segments.length - 1)
      return link || fields.some((field) => field.name === name) || METADATA.has(name)
        ? undefined
        : UNKNOWN_PATH;
    if (!link) return UNKNOWN_PATH;
    entity = link.child_def_dossier_id;
  }
  return undefined;
}
