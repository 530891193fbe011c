import { csvLine } from "../../engine";
import type { Database } from "../db/database";
import type { CallerContext } from "../permissions/callerContext";
import { csvTime } from "./csvTime";
import type { LogRow } from "./dossierLogs";
import { entityNames } from "./entityNames";
import { type LogQuery, readLogs } from "./logsService";

/** Entries read per statement while the file streams. */
export const logCsvBatch = { size: 500 };

const BYTE_ORDER_MARK = "\ufeff";
const HEADER = ["Date", "User", "Type", "Entity", "Record", "Field", "Old value", "New value"];

const cellOf = (value: unknown): string =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);

/**
 * GET /dossierlog/export.csv: the entries a /dossierlog call with the same filters finds, every page, one
 * line per changed value (an entry without changes gets one line), read through the same redaction as the
 * list. The first page is read before the answer starts, so a refusal is an ordinary error answer.
 */
export async function changeLogCsv(db: Database, caller: CallerContext, query: LogQuery) {
  const batch = { page: 1, limit: logCsvBatch.size, offset: 0 };
  const first = await readLogs(db, caller, query, batch);
  const names = await entityNames(db, query.environment, query.locale);
  const linesOf = (rows: LogRow[]) =>
    rows
      .flatMap((row) => {
        const entry = [
          csvTime(row.datetime),
          row.username ?? "",
          row.type,
          row.def_dossier_id ? (names.get(row.def_dossier_id) ?? `#${row.def_dossier_id}`) : "",
          row.content_dossier_id ? String(row.content_dossier_id) : "",
        ];
        if (row.changes.length === 0) return [csvLine([...entry, "", "", ""])];
        return row.changes.map((change) =>
          csvLine([
            ...entry,
            change.defDisplayItemName ?? "",
            cellOf(change.oldValue),
            cellOf(change.newValue),
          ]),
        );
      })
      .join("");
  async function* lines(): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + csvLine(HEADER);
    yield linesOf(first.rows);
    const pages = Math.ceil(first.items / batch.limit);
    for (let page = 2; page <= pages; page += 1) {
      const next = await readLogs(db, caller, query, { ...batch, page, offset: (page - 1) * batch.limit });
      yield linesOf(next.rows);
    }
  }
  return { fileName: `log-${query.environment}.csv`, total: first.items, lines: lines() };
}
