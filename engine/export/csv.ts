import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Context } from "../../schemas/bundle";
import { fieldTypeOf } from "../fields";
import { formatDateValue, zoneOf } from "../fields/dates";
import type { FormatContext } from "../fields/shared";
import type { CompiledItem } from "../model";

/**
 * The CSV export's rules (spec 9), shared by the server, which streams the file, and anything else that
 * writes one: the columns, each cell through the field type's CSV formatter, the quoting and the name.
 */

/** The columns around the chosen items, named as the API names them. */
export const CSV_ID_COLUMN = "dossier id";
export const CSV_META_COLUMNS = ["created_by", "created_at", "modified_by", "modified_at"] as const;

/** Lines end in CRLF (RFC 4180), the last one too. */
const LINE_END = "\r\n";

/**
 * One cell as CSV writes it: quoted when it holds a comma, a quote, a line break or spaces at either end
 * (which spreadsheet programs would drop), quotes inside doubled.
 */
export function csvCell(text: string): string {
  if (!/[",\r\n]|^\s|\s$/.test(text)) return text;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of cells, with its line end. */
export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(",") + LINE_END;
}

/** One record as the export reads it: its values by display item id and who made and changed it when. */
export interface CsvRecord {
  id: number;
  /** Values by display item id, as the list answers them. */
  content: Readonly<Record<string, unknown>>;
  created_by: string | null;
  /** ISO date-times. */
  created_at: string;
  modified_by: string | null;
  modified_at: string;
}

export interface CsvOptions {
  /** The caller's context: its time zone places the date-times. */
  context: Context;
  /** The chosen items, in column order. */
  items: readonly CompiledItem[];
  /** Rich text as plain text (the default) or as the stored HTML. */
  stripHtml: boolean;
  /** The labels of the users, records and files the values name; "#id" where it knows none. */
  resolve?: FormatContext["resolve"];
}

/** The header line: the dossier id, the chosen items by label (else id), then the audit columns. */
export function csvHeader(items: readonly CompiledItem[]): string {
  return csvLine([CSV_ID_COLUMN, ...items.map((item) => item.label || String(item.id)), ...CSV_META_COLUMNS]);
}

/** Writes records as CSV lines; make one per export, as it keeps the context it formats with. */
export class CsvWriter {
  private readonly ctx: FormatContext;
  private readonly zone: string;

  constructor(private readonly options: CsvOptions) {
    const { context, resolve } = options;
    this.ctx = {
      context,
      now: context.now ? new Date(context.now) : new Date(),
      ...(resolve ? { resolve } : {}),
    };
    this.zone = zoneOf(this.ctx);
  }

  /**
   * A record's line: the id, each chosen item through its field type's CSV formatter (several values joined
   * with '|', date-times day/month/year hh:mm:ss), then who created and changed it and when.
   */
  line(record: CsvRecord): string {
    return csvLine([
      String(record.id),
      ...this.options.items.map((item) => this.cell(item, record.content[item.id])),
      record.created_by ?? "",
      this.moment(record.created_at),
      record.modified_by ?? "",
      this.moment(record.modified_at),
    ]);
  }

  private cell(item: CompiledItem, value: unknown): string {
    if (value === undefined || value === null) return "";
    // Without stripping, rich text keeps its markup; every other type reads as the CSV formatter writes it.
    if (!this.options.stripHtml && item.type === "textarea" && typeof value === "string") return value;
    return fieldTypeOf(item.type)?.format(value, item, "csv", this.ctx) ?? "";
  }

  private moment(value: string): string {
    return value ? formatDateValue(value, "csv", this.zone) : "";
  }
}

/** Records as one CSV text: the header line, then a line per record. */
export function recordsCsv(records: readonly CsvRecord[], options: CsvOptions): string {
  const writer = new CsvWriter(options);
  return csvHeader(options.items) + records.map((record) => writer.line(record)).join("");
}

const FILE_NAME_UNSAFE = /[\\/:*?"<>|\s]+/g;

/**
 * The file's name (spec 9): the entity's id, its name and the moment in the zone, such as
 * 2031_Contacts_20260115_143000.csv.
 */
export function csvFileName(entityId: number, entityName: string, at: Date, zone: string): string {
  const name = entityName.replace(FILE_NAME_UNSAFE, "_").replace(/^_+|_+$/g, "");
  return `${entityId}_${name || "export"}_${format(new TZDate(at.getTime(), zone), "yyyyMMdd_HHmmss")}.csv`;
}
