/** A link's name as it is saved (spec 3-designer section 5): letters, digits and single underscores between them. */
export function linkName(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
}
