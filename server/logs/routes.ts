import { Readable } from "node:stream";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ActivityList, ChangeLogList } from "../../schemas";
import type { Database } from "../db/database";
import { contentDisposition } from "../files/safeFilename";
import { callerOf } from "../http/caller";
import { documentedQuery } from "../http/documentedOnly";
import { badRequest } from "../http/errors";
import { isId } from "../http/ids";
import { INVALID, REQUIRED } from "../http/messages";
import { pageRequest, pagerOf } from "../http/pager";
import { first, listParam } from "../http/queryParams";
import { LogQueryDoc } from "../records/listQueryDoc";
import { activityCsv } from "./activityCsv";
import { type ActivityQuery, readActivity } from "./activityService";
import { changeLogCsv } from "./changeLogCsv";
import { dateRange } from "./dateRange";
import { type LogQuery, readLogs } from "./logsService";

type Query = Record<string, unknown>;

/** Reads an optional id parameter; a present but unreadable one is a 400 for that parameter. */
function optionalId(query: Query, name: string): number | undefined {
  const raw = first(query[name]);
  if (raw === undefined) return undefined;
  const id = Number(raw);
  if (!isId(id)) throw badRequest({ [name]: INVALID });
  return id;
}

const text = (description: string) => Type.Optional(Type.String({ description }));

const ChangeLogQueryDoc = Type.Object({
  ...LogQueryDoc.properties,
  defDossier: text("Only entries of this entity's records"),
  from: text("Only entries from this day on (YYYY-MM-DD)"),
  to: text("Only entries up to and including this day (YYYY-MM-DD)"),
});

const ActivityQueryDoc = Type.Object({
  environment: Type.Integer({ description: "The environment" }),
  user: text("Only this user's activity"),
  type: text("login, shown or export; repeat for more"),
  defDossier: text("Only activity on this entity's records"),
  from: text("Only activity from this day on (YYYY-MM-DD)"),
  to: text("Only activity up to and including this day (YYYY-MM-DD)"),
  locale: text("The caller's language: entity names in the CSV file"),
  page: text("1-based page"),
  limit: text("Rows per page"),
});

/** The filters both logs share: environment (required), user, entity, types, days. */
function commonFilters(query: Query) {
  const environment = optionalId(query, "environment");
  if (environment === undefined) throw badRequest({ environment: REQUIRED });
  const user = optionalId(query, "user");
  const entity = optionalId(query, "defDossier");
  return {
    environment,
    ...(user !== undefined ? { user } : {}),
    ...(entity !== undefined ? { entity } : {}),
    types: listParam(query, "type"),
    ...dateRange(query),
  };
}

function logQueryOf(query: Query): LogQuery {
  const dossier = optionalId(query, "dossier");
  const locale = first(query.locale);
  return {
    ...commonFilters(query),
    ...(dossier !== undefined ? { dossier } : {}),
    ...(locale !== undefined ? { locale } : {}),
  };
}

const activityQueryOf = (query: Query): ActivityQuery => commonFilters(query);

function sendCsv(
  reply: FastifyReply,
  csv: { fileName: string; total: number; lines: AsyncIterable<string> },
) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", contentDisposition(csv.fileName))
    .header("x-total-count", String(csv.total))
    .header("cache-control", "private, no-store")
    .send(Readable.from(csv.lines));
}

/** The change log (/dossierlog) and the user activity (/log), as pages and as streamed CSV files. */
export function logRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    "/api/dossierlog",
    documentedQuery(ChangeLogQueryDoc, "Change log entries", ChangeLogList),
    async (request) => {
      const query = request.query as Query;
      const page = pageRequest(query);
      const { rows, items } = await readLogs(db, callerOf(request), logQueryOf(query), page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.get(
    "/api/dossierlog/export.csv",
    documentedQuery(
      ChangeLogQueryDoc,
      "The change log entries a /dossierlog call finds as a CSV file, streamed",
    ),
    async (request, reply) =>
      sendCsv(reply, await changeLogCsv(db, callerOf(request), logQueryOf(request.query as Query))),
  );

  app.get(
    "/api/log",
    documentedQuery(ActivityQueryDoc, "User activity: sign-ins, record views, exports", ActivityList),
    async (request) => {
      const query = request.query as Query;
      const page = pageRequest(query);
      const { rows, items } = await readActivity(db, callerOf(request), activityQueryOf(query), page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.get(
    "/api/log/export.csv",
    documentedQuery(ActivityQueryDoc, "The user activity a /log call finds as a CSV file, streamed"),
    async (request, reply) => {
      const query = request.query as Query;
      return sendCsv(
        reply,
        await activityCsv(db, callerOf(request), activityQueryOf(query), first(query.locale)),
      );
    },
  );
}
