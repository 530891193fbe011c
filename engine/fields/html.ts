const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntity(whole: string, name: string): string {
  if (name.startsWith("#")) {
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    if (!Number.isInteger(code) || code < 1 || code > 0x10ffff) return whole;
    // A non-breaking space reads as a space in plain text.
    return code === 0xa0 ? " " : String.fromCodePoint(code);
  }
  return ENTITIES[name] ?? whole;
}

/**
 * Rich text as plain text, without a DOM: line breaks for <br> and ends of blocks, tags removed,
 * entities decoded once (so "&amp;lt;" stays "&lt;"), spaces collapsed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6]|table|ol|ul)\s*>/gi, "\n")
    .replace(/<\/?[a-z!][^>]*>/gi, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/[ \t\r\f\u00a0]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** Cuts text after a number of characters, marking the cut with an ellipsis. */
export function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}
