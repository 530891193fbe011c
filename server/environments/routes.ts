import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  CreatedRow,
  Culture,
  EnvironmentCreate,
  EnvironmentDetails,
  EnvironmentList,
  EnvironmentWithSettings,
} from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { pageRequest, pagerOf } from "../http/pager";
import { DbId, RequiredText } from "../http/schemaTypes";
import {
  createEnvironment,
  type EnvironmentChanges,
  getEnvironment,
  getLogo,
  listEnvironments,
  type NewEnvironment,
  updateEnvironment,
} from "./environmentsService";

/** The picker shows 12 environments per page. */
export const ENVIRONMENT_PAGE_SIZE = 12;

const CreateBody = Type.Object({
  ...EnvironmentCreate.properties,
  name: RequiredText(255),
  description: RequiredText(5000),
  // The image is checked by its bytes (png or jpeg), which a pattern cannot do.
  image: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Locale codes (nl_NL) or ids, the environment's default first. */
  languages: Type.Array(Type.Union([Culture, DbId]), { minItems: 1, maxItems: 50 }),
});

const PatchBody = Type.Object({
  name: Type.Optional(RequiredText(255)),
  description: Type.Optional(RequiredText(5000)),
  image: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  active: Type.Optional(Type.Boolean()),
  settings: Type.Optional(Type.Object({})),
  /** Locale codes or ids, the default first; at least one. */
  languages: Type.Optional(Type.Array(Type.Union([Culture, DbId]), { minItems: 1, maxItems: 50 })),
});

export function environmentRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { name?: string; limit?: string; page?: string } }>(
    "/api/environment",
    { schema: { response: { 200: EnvironmentList } } },
    async (request) => {
      const page = pageRequest(request.query, ENVIRONMENT_PAGE_SIZE);
      const { rows, items } = await listEnvironments(db, callerOf(request), request.query.name, page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.post<{ Body: NewEnvironment }>(
    "/api/environment",
    { schema: { body: CreateBody, response: { 201: CreatedRow } } },
    async (request, reply) => {
      const created = await createEnvironment(db, callerOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/environment/:id",
    { schema: { response: { 200: EnvironmentDetails } } },
    async (request) => getEnvironment(db, callerOf(request), pathId(request.params.id)),
  );

  app.patch<{ Params: { id: string }; Body: EnvironmentChanges }>(
    "/api/environment/:id",
    { schema: { body: PatchBody, response: { 200: EnvironmentWithSettings } } },
    async (request) => updateEnvironment(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.get<{ Params: { id: string } }>("/api/environment/:id/logo", async (request, reply) => {
    const logo = await getLogo(db, callerOf(request), pathId(request.params.id));
    return reply
      .type(logo.mime)
      .header("cache-control", "private, max-age=86400")
      .header("x-content-type-options", "nosniff")
      .send(logo.bytes);
  });
}
