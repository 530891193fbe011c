import { describe, expect, it } from "vitest";
import { makeItem, makeOption } from "../fields/testing";
import type { CompiledItem } from "../model";
import { type CsvRecord, csvCell, csvFileName, csvHeader, csvLine, recordsCsv } from "./csv";

/** An item of a list view with only what the CSV writer reads. */
const item = (id: number, type: string, label: string, overrides: Partial<CompiledItem> = {}) =>
  ({ ...makeItem(type, { id }), key: `f${id}`, label, ...overrides }) as CompiledItem;

const NAME = item(1, "text", "Name");
const COMPANY = item(2, "link", "Company", { multiple: true, kind: "link", key: "l2" });
const NOTES = item(3, "textarea", "Notes");
const STATUS = item(4, "list", "Status", {
  multiple: true,
  options: [makeOption(12, "Open"), makeOption(15, "Waiting")],
});
const OWNER = item(5, "user", "Owner", { multiple: true });
const SINCE = item(6, "date", "Since");
const context = { locale: "en_GB", roles: [], admin: false };
const labels: Record<string, Record<number, string>> = { record: { 900: "Acme" }, user: { 3: "Jan" } };
const resolve = (kind: "user" | "record" | "file", id: number) => labels[kind]?.[id];

const record: CsvRecord = {
  id: 7,
  content: {
    1: 'Anna "AJ", junior',
    2: [900, 901],
    3: "<p>Head of <b>sales</b></p>",
    4: [12, 15],
    5: [3, 4],
    6: "2026-03-01",
  },
  created_by: "admin",
  created_at: "2026-01-15T10:00:00.000Z",
  modified_by: "maria",
  modified_at: "2026-07-01T22:30:05.000Z",
};
const items = [NAME, COMPANY, NOTES, STATUS, OWNER, SINCE];

describe("csv export rules", () => {
  it("quotes cells with commas, quotes, line breaks or outer spaces, doubling the quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(csvCell("")).toBe("");
    expect(csvLine(["1", "x,y"])).toBe('1,"x,y"\r\n');
  });

  it("writes the id, the chosen items through their formatters and the audit columns", () => {
    const csv = recordsCsv([record], { context, items, stripHtml: true, resolve });
    const [header, line, end] = csv.split("\r\n");
    expect(header).toBe(
      "dossier id,Name,Company,Notes,Status,Owner,Since,created_by,created_at,modified_by,modified_at",
    );
    // Amsterdam time: 11:00 in winter, 00:30 the next day in summer; several values joined with '|'.
    expect(line).toBe(
      '7,"Anna ""AJ"", junior",Acme|#901,Head of sales,Open|Waiting,Jan|#4,01/03/2026,admin,15/01/2026 11:00:00,maria,02/07/2026 00:30:05',
    );
    expect(end).toBe("");
  });

  it("keeps the HTML of rich text when stripping is off, and leaves empty values empty", () => {
    const csv = recordsCsv([{ ...record, content: { 3: record.content[3] } }], {
      context,
      items,
      stripHtml: false,
    });
    expect(csv.split("\r\n")[1]).toBe(
      "7,,,<p>Head of <b>sales</b></p>,,,,admin,15/01/2026 11:00:00,maria,02/07/2026 00:30:05",
    );
  });

  it("places date-times in the context's zone", () => {
    const csv = recordsCsv([record], {
      context: { ...context, timezone: "UTC" },
      items: [],
      stripHtml: true,
    });
    expect(csv.split("\r\n")[1]).toBe("7,admin,15/01/2026 10:00:00,maria,01/07/2026 22:30:05");
  });

  it("names an item without a label by its id", () => {
    expect(csvHeader([item(9, "text", "")])).toBe(
      "dossier id,9,created_by,created_at,modified_by,modified_at\r\n",
    );
  });

  it("names the file after the entity's id, its name and the moment in the zone", () => {
    const at = new Date("2026-01-05T08:03:07Z");
    expect(csvFileName(2031, "Sales contacts", at, "Europe/Amsterdam")).toBe(
      "2031_Sales_contacts_20260105_090307.csv",
    );
    expect(csvFileName(5, ' a/b: "c" ', at, "UTC")).toBe("5_a_b_c_20260105_080307.csv");
    expect(csvFileName(5, "///", at, "UTC")).toBe("5_export_20260105_080307.csv");
  });
});
