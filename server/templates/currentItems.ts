import type { TemplateContent } from "../../schemas";

type Kind = "deffield" | "option" | "entity" | "position" | "dataField" | "link" | "item";

/** JSON with its keys sorted, so two items compare equal whatever order their keys came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** An item's own values by key, without the items nested in it (compared on their own) and its back link. */
function own(item: object, nested: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(item)) {
    if (nested.includes(key) || value === undefined || value === null) continue;
    values.set(key, stableJson(value));
  }
  return values;
}

const NESTED: Record<Kind, readonly string[]> = {
  deffield: ["def_field_lists"],
  option: [],
  entity: ["displaypositions", "defdossierdeffields", "defdossierlinks"],
  position: ["display_items"],
  dataField: [],
  link: ["back_link"],
  item: [],
};

/**
 * What an environment holds now, in template form, by kind and uuid: applying a template again writes
 * only the items that differ from it, so a second apply changes nothing (and takes reads only).
 */
export function currentItems(content: TemplateContent) {
  const byKind = new Map<Kind, Map<string, Map<string, string>>>();
  const put = (kind: Kind, item: { uuid: string }) => {
    if (!byKind.has(kind)) byKind.set(kind, new Map());
    byKind.get(kind)?.set(item.uuid, own(item, NESTED[kind]));
  };
  const backLinks = new Map<string, string | undefined>();
  for (const field of content.deffields) {
    put("deffield", field);
    for (const option of field.def_field_lists ?? []) put("option", option);
  }
  for (const entity of content.defdossiers) {
    put("entity", entity);
    for (const position of entity.displaypositions ?? []) {
      put("position", position);
      for (const item of position.display_items ?? []) put("item", item);
    }
    for (const dataField of entity.defdossierdeffields ?? []) put("dataField", dataField);
    for (const link of entity.defdossierlinks ?? []) {
      put("link", link);
      backLinks.set(link.uuid, link.back_link?.uuid);
    }
  }
  return {
    /**
     * Whether the environment holds the item as the template has it: every value the template gives is the
     * stored one (what a template leaves out, the write would leave as it is).
     */
    same(kind: Kind, item: { uuid: string }): boolean {
      const stored = byKind.get(kind)?.get(item.uuid);
      if (!stored) return false;
      for (const [key, value] of own(item, NESTED[kind])) if (stored.get(key) !== value) return false;
      return true;
    },
    /** Whether the link is already paired with this back link. */
    paired(linkUuid: string, backLinkUuid: string): boolean {
      return backLinks.get(linkUuid) === backLinkUuid;
    },
  };
}
