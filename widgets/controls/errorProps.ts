/** The DOM id of an item's error text. */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * aria-invalid, and aria-describedby pointing at the item's error text, for a widget's input while the
 * item shows an error (FormItem renders the text under that id).
 */
export function errorProps(
  id: string,
  rawErrors: readonly string[] | undefined,
): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return (rawErrors?.length ?? 0) > 0 ? { "aria-invalid": true, "aria-describedby": errorIdOf(id) } : {};
}
