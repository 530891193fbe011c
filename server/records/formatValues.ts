import type { FieldContext, FormatMode } from "../../engine";
import { type CompiledItem, fieldTypeOf, nowOf } from "../../engine";
import type { Context } from "../../schemas";
import type { Database } from "../db/database";

type Queryable = Pick<Database, "query">;
type LabelKind = "user" | "record" | "file";

/** Labels of the users, records and files values point at, as formatters show them. */
export class Labels {
  private readonly labels: Record<LabelKind, Map<number, string>> = {
    user: new Map(),
    record: new Map(),
    file: new Map(),
  };

  get(kind: LabelKind, id: number): string | undefined {
    return this.labels[kind].get(id);
  }

  /** The labels as a list answer carries them: by kind, then by id. */
  toJSON(): Record<LabelKind, Record<string, string>> {
    const of = (kind: LabelKind) =>
      Object.fromEntries([...this.labels[kind]].map(([id, label]) => [String(id), label]));
    return { user: of("user"), record: of("record"), file: of("file") };
  }

  /** Loads the labels of every id the values of these items hold. */
  static async load(
    db: Queryable,
    entries: Iterable<{ item: CompiledItem; value: unknown }>,
  ): Promise<Labels> {
    const wanted: Record<LabelKind, Set<number>> = { user: new Set(), record: new Set(), file: new Set() };
    for (const { item, value } of entries) {
      const kind = labelKindOf(item.type);
      if (!kind || !Array.isArray(value)) continue;
      for (const id of value) if (Number.isInteger(id)) wanted[kind].add(id as number);
    }
    const labels = new Labels();
    const [users, records, files] = await Promise.all([
      wanted.user.size === 0
        ? []
        : db.query<{ id: number; label: string }>(
            `select id, coalesce(nullif(concat_ws(' ', nullif(profile->>'first_name', ''),
               nullif(profile->>'preposition', ''), nullif(profile->>'last_name', '')), ''), username) as label
               from users where id = any($1::int[])`,
            [[...wanted.user]],
          ),
      wanted.record.size === 0
        ? []
        : db.query<{ id: number; label: string }>(
            "select id, coalesce(summary, '#' || id) as label from content_dossiers where id = any($1::int[])",
            [[...wanted.record]],
          ),
      wanted.file.size === 0
        ? []
        : db.query<{ id: number; label: string }>(
            "select id, filename as label from files where id = any($1::int[])",
            [[...wanted.file]],
          ),
    ]);
    for (const row of users) labels.labels.user.set(row.id, row.label);
    for (const row of records) labels.labels.record.set(row.id, row.label);
    for (const row of files) labels.labels.file.set(row.id, row.label);
    return labels;
  }
}

function labelKindOf(type: string): LabelKind | undefined {
  if (type === "user") return "user";
  if (type === "link") return "record";
  if (type === "file") return "file";
  return undefined;
}

/** A value as text for people, through the item's field type module. */
export function formatValue(
  item: CompiledItem,
  value: unknown,
  mode: FormatMode,
  context: Context,
  labels: Labels,
): string {
  const module = fieldTypeOf(item.type);
  if (!module) return "";
  const ctx: FieldContext & { resolve: (kind: LabelKind, id: number) => string | undefined } = {
    context,
    now: nowOf(context),
    resolve: (kind, id) => labels.get(kind, id),
  };
  return module.format(value, item, mode, ctx);
}
