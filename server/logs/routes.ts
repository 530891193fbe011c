import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { documentedQuery } from "../http/documentedOnly";
import { badRequest } from "../http/errors";
import { isId } from "../http/ids";
import { INVALID, REQUIRED } from "../http/messages";
import { pageRequest, pagerOf } from "../http/pager";
import { listParam } from "../http/queryParams";
import { LogQueryDoc } from "../records/listQueryDoc";
import { readLogs } from "./logsService";

type Query = Record<string, unknown>;

/** Reads an optional id parameter; a present but unreadable one is a 400 for that parameter. */
function optionalId(query: Query, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === "") return undefined;
  const id = Number(raw);
  if (!isId(id)) throw badRequest({ [name]: INVALID });
  return id;
}

export function logRoutes(app: FastifyInstance, db: Database): void {
  app.get("/api/dossierlog", documentedQuery(LogQueryDoc, "Change log entries"), async (request) => {
    const query = request.query as Query;
    const environment = optionalId(query, "environment");
    if (environment === undefined) throw badRequest({ environment: REQUIRED });
    const dossier = optionalId(query, "dossier");
    const user = optionalId(query, "user");
    const page = pageRequest(query);
    const { rows, items } = await readLogs(
      db,
      callerOf(request),
      {
        environment,
        ...(dossier !== undefined ? { dossier } : {}),
        ...(user !== undefined ? { user } : {}),
        types: listParam(query, "type"),
        ...(typeof query.locale === "string" && query.locale !== "" ? { locale: query.locale } : {}),
      },
      page,
    );
    return { results: rows, pager: pagerOf(page, items) };
  });
}
