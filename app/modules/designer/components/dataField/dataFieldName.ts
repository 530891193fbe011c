/** A data field's name as it is saved (spec 3-designer section 5): whitespace and non-word characters become underscores. */
export function dataFieldName(name: string): string {
  return name.trim().replace(/\W/g, "_");
}
