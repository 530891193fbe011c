import { describe, expect, it } from "vitest";
import { compile } from "../../../../engine";
import type { ListedRecord } from "../api/RecordListAnswer";
import { ITEMS, listBundle, listedRecord } from "../testing/listHandlers";
import { exportFileName } from "./exportFileName";
import { recordsCsv } from "./recordsCsv";

const model = compile(listBundle(), "list");
const item = (id: number) => model.items[id] as NonNullable<(typeof model.items)[string]>;
const labels = { record: { "900": "Acme" }, user: {}, file: {} };

describe("recordsCsv", () => {
  const records: ListedRecord[] = [
    listedRecord(7, 'Anna "AJ"', "Jansen", {
      created_at: "2026-01-15T10:00:00.000Z",
      modified_at: "2026-07-01T22:30:05.000Z",
      created_by: "admin",
      modified_by: "maria",
    }),
  ];
  records[0] = {
    ...(records[0] as ListedRecord),
    content: {
      ...(records[0] as ListedRecord).content,
      [ITEMS.company]: [900, 901],
      [ITEMS.jobTitle]: "<p>Head of <b>sales</b></p>",
    },
  };
  const items = [item(ITEMS.firstName), item(ITEMS.company), item(ITEMS.jobTitle)];

  it("writes the id, the chosen items through the engine and the audit columns, quotes doubled", () => {
    const csv = recordsCsv(records, { model, items, stripHtml: true, labels });
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      "dossier id,First name,Company,Job title,created_by,created_at,modified_by,modified_at",
    );
    // Amsterdam time: 11:00 in winter, 00:30 the next day in summer; links joined with '|', unknown ids as #id.
    expect(row).toBe(
      '7,"Anna ""AJ""",Acme|#901,Head of sales,admin,15/01/2026 11:00:00,maria,02/07/2026 00:30:05',
    );
  });

  it("keeps the HTML of rich text when stripping is off", () => {
    const csv = recordsCsv(records, { model, items: [item(ITEMS.jobTitle)], stripHtml: false, labels });
    expect(csv.split("\r\n")[1]).toContain("<p>Head of <b>sales</b></p>");
  });
});

describe("exportFileName", () => {
  it("joins the entity's id, its name and the moment", () => {
    expect(exportFileName(2031, "Sales contacts", new Date(2026, 0, 5, 9, 3, 7))).toBe(
      "2031_Sales_contacts_20260105_090307.csv",
    );
  });
});
