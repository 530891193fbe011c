import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { CreatedRow, CredentialList, RoleAnswer, RoleList, RoleMemberList } from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { pageRequest, pagerOf, wholeList } from "../http/pager";
import { DbId, NoContent, RequiredText } from "../http/schemaTypes";
import { type CredentialChange, changeRoleCredentials } from "./changeRoleCredentials";
import { listRoleMembers } from "./listRoleMembers";
import {
  createRole,
  deleteRole,
  getRole,
  listCredentials,
  listRoles,
  type RoleInput,
  updateRole,
} from "./rolesService";

const Credentials = Type.Array(Type.String({ minLength: 1, maxLength: 255 }), { maxItems: 5000 });
const CreateBody = Type.Object({
  environment: DbId,
  name: RequiredText(255),
  credentials: Type.Optional(Credentials),
});
const PatchBody = Type.Object({
  name: Type.Optional(RequiredText(255)),
  credentials: Type.Optional(Credentials),
});
const CredentialChangeBody = Type.Object({
  grant: Type.Optional(Credentials),
  revoke: Type.Optional(Credentials),
});
const PageQuery = Type.Object({ limit: Type.Optional(Type.String()), page: Type.Optional(Type.String()) });
const EnvironmentQuery = Type.Object({ environment: DbId, name: Type.Optional(Type.String()) });

export function roleRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { environment: number; name?: string; limit?: string; page?: string } }>(
    "/api/role",
    { schema: { querystring: EnvironmentQuery, response: { 200: RoleList } } },
    async (request) => {
      const page = pageRequest(request.query);
      const { rows, items } = await listRoles(
        db,
        callerOf(request),
        request.query.environment,
        request.query.name,
        page,
      );
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.post<{ Body: { environment: number; name: string; credentials?: string[] } }>(
    "/api/role",
    { schema: { body: CreateBody, response: { 201: CreatedRow } } },
    async (request, reply) => {
      const { environment, ...input } = request.body;
      return reply.code(201).send(await createRole(db, callerOf(request), environment, input));
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/role/:id",
    { schema: { response: { 200: RoleAnswer } } },
    async (request) => getRole(db, callerOf(request), pathId(request.params.id)),
  );

  app.patch<{ Params: { id: string }; Body: RoleInput }>(
    "/api/role/:id",
    { schema: { body: PatchBody, response: { 200: RoleAnswer } } },
    async (request) => updateRole(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.patch<{ Params: { id: string }; Body: CredentialChange }>(
    "/api/role/:id/credentials",
    { schema: { body: CredentialChangeBody, response: { 200: RoleAnswer } } },
    async (request) => changeRoleCredentials(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.get<{ Params: { id: string }; Querystring: { limit?: string; page?: string } }>(
    "/api/role/:id/users",
    { schema: { querystring: PageQuery, response: { 200: RoleMemberList } } },
    async (request) => {
      const page = pageRequest(request.query);
      const { rows, items } = await listRoleMembers(db, callerOf(request), pathId(request.params.id), page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/api/role/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteRole(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { environment: number } }>(
    "/api/credential",
    { schema: { querystring: Type.Object({ environment: DbId }), response: { 200: CredentialList } } },
    async (request) => {
      const results = await listCredentials(db, callerOf(request), request.query.environment);
      return { results, pager: wholeList(results.length) };
    },
  );
}
