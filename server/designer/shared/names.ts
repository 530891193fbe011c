/** A data field's name as saved: whitespace and non-word characters become underscores. */
export function dataFieldName(name: string): string {
  return name.trim().replace(/\W/g, "_");
}

/** A link's name as saved: letters, digits and single underscores between them. */
export function linkName(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
}
