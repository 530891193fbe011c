import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { CreatedId, Culture, EnvironmentLocaleList, LocaleList } from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { wholeList } from "../http/pager";
import { DbId, NoContent } from "../http/schemaTypes";
import {
  addEnvironmentLocale,
  listEnvironmentLocales,
  listLocales,
  removeEnvironmentLocale,
} from "./localesService";

const EnvironmentLocaleBody = Type.Object({ environment: DbId, code: Culture });
const EnvironmentQuery = Type.Object({ environment: DbId });

export function localeRoutes(app: FastifyInstance, db: Database): void {
  const allLocales = async () => {
    const locales = await listLocales(db);
    return { results: locales, pager: wholeList(locales.length) };
  };
  const localeList = { schema: { response: { 200: LocaleList } } };
  app.get("/api/locale", localeList, allLocales);
  app.get("/api/locales", localeList, allLocales);

  app.get<{ Querystring: { environment: number } }>(
    "/api/environmentlocale",
    { schema: { querystring: EnvironmentQuery, response: { 200: EnvironmentLocaleList } } },
    async (request) => {
      const results = await listEnvironmentLocales(db, callerOf(request), request.query.environment);
      return { results, pager: wholeList(results.length) };
    },
  );

  app.post<{ Body: { environment: number; code: string } }>(
    "/api/environmentlocale",
    { schema: { body: EnvironmentLocaleBody, response: { 200: CreatedId, 201: CreatedId } } },
    async (request, reply) => {
      const { id, created } = await addEnvironmentLocale(
        db,
        callerOf(request),
        request.body.environment,
        request.body.code,
      );
      return reply.code(created ? 201 : 200).send({ id });
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/api/environmentlocale/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await removeEnvironmentLocale(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
