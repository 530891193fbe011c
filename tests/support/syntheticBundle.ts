import type { Bundle, Condition, DisplayItem } from "../../schemas";

const TYPES = ["text", "textarea", "amount", "date", "email", "list", "time", "url", "user", "calc"] as const;

/**
 * A large, deterministic entity for benchmarks: `size` edit items cycling through the common field types,
 * one condition per ten items (a list value shows the next item and requires the one after), and calc
 * fields summing the two amounts before them.
 */
export function syntheticBundle(size: number): Bundle {
  const items: DisplayItem[] = [];
  for (let i = 1; i <= size; i++) {
    const type = TYPES[i % TYPES.length] as (typeof TYPES)[number];
    items.push({
      id: i,
      view: "edit",
      rank: i,
      col: ((i - 1) % 3) * 4 + 1,
      colspan: 4,
      rowspan: 12,
      translations: [
        { culture: "en_GB", name: `Field ${i}` },
        { culture: "nl_NL", name: `Veld ${i}` },
      ],
      permissions_type: null,
      roles: [],
      settings: {},
      def_dossier_def_field: {
        id: 10_000 + i,
        name: `field_${i}`,
        obligatory: i % 7 === 0,
        def_field: {
          id: 20_000 + i,
          type,
          settings:
            type === "calc"
              ? { formula: `{${Math.max(1, i - 7)}} + {${Math.max(1, i - 17)}}` }
              : { multiple: false },
        },
        def_field_lists:
          type === "list"
            ? [1, 2, 3].map((n) => ({
                id: i * 10 + n,
                translations: [{ culture: "en_GB", text: `Option ${n}` }],
              }))
            : [],
      },
    });
  }
  const conditions: Condition[] = [];
  for (let i = 5; i + 2 <= size; i += 10) {
    conditions.push({
      rules: { type: "or", fields: [{ field: i, field_method: "equals", values: [String(i * 10 + 1)] }] },
      actions: [
        { type: "show_fields", values: [i + 1] },
        { type: "require_fields", values: [i + 2] },
      ],
    });
  }
  return {
    entity: {
      id: 1,
      translations: [{ culture: "en_GB", name_singular: "Item", name_plural: "Items" }],
      settings: { conditions },
    },
    positions: [{ id: 1, type: "main_content", hide: false, translations: [], display_items: items }],
    context: { locale: "en_GB", roles: [], admin: false, now: "2026-03-10T10:00:00Z" },
  };
}

/** Plausible values for every item of a synthetic bundle. */
export function syntheticValues(bundle: Bundle): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const item of bundle.positions.flatMap((p) => p.display_items)) {
    const type = item.def_dossier_def_field?.def_field.type;
    const id = item.id;
    values[id] =
      type === "amount"
        ? id * 1.5
        : type === "date"
          ? "2026-02-01"
          : type === "email"
            ? `user${id}@example.org`
            : type === "list"
              ? [id * 10 + 1]
              : type === "time"
                ? "09:30"
                : type === "url"
                  ? "https://example.org"
                  : type === "user"
                    ? [1]
                    : type === "calc"
                      ? undefined
                      : `Value ${id}`;
  }
  return values;
}
