import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { CreatedId, EnvironmentModuleAnswer, EnvironmentModuleList, ModuleList } from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { pageRequest, pagerOf, wholeList } from "../http/pager";
import { DbId, NoContent, RequiredText } from "../http/schemaTypes";
import {
  addEnvironmentModule,
  getEnvironmentModule,
  listEnvironmentModules,
  listModules,
  type ModuleSwitch,
  removeEnvironmentModule,
  updateEnvironmentModule,
} from "./modulesService";

const Settings = Type.Object({});
const AddBody = Type.Object({
  environment: DbId,
  module: Type.Union([DbId, RequiredText(100)]),
  active: Type.Optional(Type.Boolean()),
  settings: Type.Optional(Settings),
});
const PatchBody = Type.Object({ active: Type.Optional(Type.Boolean()), settings: Type.Optional(Settings) });

export function moduleRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { limit?: string; page?: string } }>(
    "/api/module",
    { schema: { response: { 200: ModuleList } } },
    async (request) => {
      const page = pageRequest(request.query, 10);
      const { rows, items } = await listModules(db, page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.get<{ Querystring: { environment: number; name?: string } }>(
    "/api/environmentmodule",
    {
      schema: {
        querystring: Type.Object({ environment: DbId, name: Type.Optional(Type.String()) }),
        response: { 200: EnvironmentModuleList },
      },
    },
    async (request) => {
      const results = await listEnvironmentModules(
        db,
        callerOf(request),
        request.query.environment,
        request.query.name,
      );
      return { results, pager: wholeList(results.length) };
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/environmentmodule/:id",
    { schema: { response: { 200: EnvironmentModuleAnswer } } },
    async (request) => getEnvironmentModule(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: ModuleSwitch & { environment: number; module: string | number } }>(
    "/api/environmentmodule",
    { schema: { body: AddBody, response: { 201: CreatedId } } },
    async (request, reply) => {
      const { environment, module, ...change } = request.body;
      return reply
        .code(201)
        .send(await addEnvironmentModule(db, callerOf(request), environment, module, change));
    },
  );

  app.patch<{ Params: { id: string }; Body: ModuleSwitch }>(
    "/api/environmentmodule/:id",
    { schema: { body: PatchBody, response: { 200: EnvironmentModuleAnswer } } },
    async (request) =>
      updateEnvironmentModule(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/environmentmodule/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await removeEnvironmentModule(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
