import type { TemplateContent } from "../../../../schemas";

/** How much a template holds: entities, base fields and display items, read from its JSON text. */
export function contentSummary(
  json: string | undefined,
): { entities: number; fields: number; items: number } | null {
  if (!json) return null;
  try {
    const content = JSON.parse(json) as TemplateContent;
    const items = content.defdossiers.reduce(
      (sum, entity) =>
        sum +
        (entity.displaypositions ?? []).reduce((n, position) => n + (position.display_items?.length ?? 0), 0),
      0,
    );
    return { entities: content.defdossiers.length, fields: content.deffields.length, items };
  } catch {
    return null;
  }
}
