import { csvLine } from "../../engine";
import type { Database } from "../db/database";
import type { CallerContext } from "../permissions/callerContext";
import { type ActivityQuery, checkActivityQuery } from "./activityService";
import { logCsvBatch } from "./changeLogCsv";
import { csvTime } from "./csvTime";
import { entityNames } from "./entityNames";
import { type ActivityRow, listActivity } from "./userActivity";

const BYTE_ORDER_MARK = "\ufeff";
const HEADER = ["Date", "User", "Type", "Entity", "Record", "Details"];

/**
 * GET /log/export.csv: the user activity a /log call with the same filters finds, every page; checked
 * before the answer starts.
 */
export async function activityCsv(
  db: Database,
  caller: CallerContext,
  query: ActivityQuery,
  locale: string | undefined,
) {
  await checkActivityQuery(db, caller, query);
  const names = await entityNames(db, query.environment, locale);
  const filter = {
    environmentId: query.environment,
    types: query.types,
    ...(query.user !== undefined ? { userId: query.user } : {}),
    ...(query.entity !== undefined ? { entityId: query.entity } : {}),
    ...(query.from !== undefined ? { from: query.from } : {}),
    ...(query.to !== undefined ? { to: query.to } : {}),
  };
  const batch = { page: 1, limit: logCsvBatch.size, offset: 0 };
  const first = await listActivity(db, filter, batch);
  const linesOf = (rows: ActivityRow[]) =>
    rows
      .map((row) =>
        csvLine([
          csvTime(row.datetime),
          row.username ?? "",
          row.type,
          row.def_dossier_id ? (names.get(row.def_dossier_id) ?? `#${row.def_dossier_id}`) : "",
          row.content_dossier_id ? String(row.content_dossier_id) : "",
          row.extra_data ? JSON.stringify(row.extra_data) : "",
        ]),
      )
      .join("");
  async function* lines(): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + csvLine(HEADER);
    yield linesOf(first.rows);
    const pages = Math.ceil(first.items / batch.limit);
    for (let page = 2; page <= pages; page += 1) {
      const next = await listActivity(db, filter, { ...batch, page, offset: (page - 1) * batch.limit });
      yield linesOf(next.rows);
    }
  }
  return { fileName: `useractivity-${query.environment}.csv`, total: first.items, lines: lines() };
}
