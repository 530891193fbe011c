import Papa from "papaparse";
import { type CompiledItem, fieldTypeOf, type ViewModel } from "../../../../engine";
import { formatDateValue, zoneOf } from "../../../../engine/fields/dates";
import type { FormatContext } from "../../../../engine/fields/shared";
import type { ListedRecord, RecordListAnswer } from "../api/RecordListAnswer";

export interface RecordsCsvOptions {
  /** The list view the values come from (its context gives the time zone). */
  model: ViewModel;
  /** The chosen items, in column order. */
  items: readonly CompiledItem[];
  /** Rich text as plain text (the default) or as the stored HTML. */
  stripHtml: boolean;
  labels: RecordListAnswer["labels"];
}

/** The columns around the chosen items (spec 9), named as the API names them. */
const ID_COLUMN = "dossier id";
const META_COLUMNS = ["created_by", "created_at", "modified_by", "modified_at"] as const;

/**
 * The records as CSV: the dossier id, the chosen items through the engine's CSV formatters (several values
 * joined with '|', date-times day/month/year hh:mm:ss), then who created and changed them and when.
 * Papa Parse quotes where needed and doubles quotes inside values.
 */
export function recordsCsv(records: readonly ListedRecord[], options: RecordsCsvOptions): string {
  const { model, items, stripHtml, labels } = options;
  const now = model.context.now ? new Date(model.context.now) : new Date();
  const ctx: FormatContext = {
    context: model.context,
    now,
    resolve: (kind, id) => labels?.[kind]?.[String(id)],
  };
  const zone = zoneOf(ctx);
  const cell = (item: CompiledItem, value: unknown) => {
    if (value === undefined || value === null) return "";
    // Without stripping, rich text keeps its markup; every other type reads as the CSV formatter writes it.
    if (!stripHtml && item.type === "textarea" && typeof value === "string") return value;
    return fieldTypeOf(item.type)?.format(value, item, "csv", ctx) ?? "";
  };
  const moment = (value: string) => (value ? formatDateValue(value, "csv", zone) : "");
  const fields = [ID_COLUMN, ...items.map((item) => item.label || String(item.id)), ...META_COLUMNS];
  const data = records.map((record) => [
    String(record.id),
    ...items.map((item) => cell(item, record.content[item.id])),
    record.created_by ?? "",
    moment(record.created_at),
    record.modified_by ?? "",
    moment(record.modified_at),
  ]);
  return Papa.unparse({ fields, data });
}
