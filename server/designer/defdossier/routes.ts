import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { CreatedRow, EntityAnswer, EntityCreate, EntityList, EntityPatch } from "../../../schemas";
import type { Database } from "../../db/database";
import { callerOf } from "../../http/caller";
import { pathId } from "../../http/ids";
import { DbId } from "../../http/schemaTypes";
import { ListFilters } from "../shared/paging";
import { designerValidator } from "../shared/validator";
import { createEntity, type EntityListQuery, getEntity, listEntities, updateEntity } from "./entityService";

const CreateBody = Type.Object({ ...EntityCreate.properties, environment: DbId });
const ListParams = Type.Object({ ...ListFilters, type: Type.Optional(Type.String({ maxLength: 64 })) });

/** Entities (defdossier): record types with their translations and settings. */
export function entityRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: EntityListQuery }>(
    "/api/defdossier",
    {
      validatorCompiler: designerValidator,
      schema: { querystring: ListParams, response: { 200: EntityList } },
    },
    async (request) => listEntities(db, callerOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    "/api/defdossier/:id",
    { schema: { response: { 200: EntityAnswer } } },
    async (request) => getEntity(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: EntityCreate }>(
    "/api/defdossier",
    { validatorCompiler: designerValidator, schema: { body: CreateBody, response: { 201: CreatedRow } } },
    async (request, reply) => reply.code(201).send(await createEntity(db, callerOf(request), request.body)),
  );

  app.patch<{ Params: { id: string }; Body: EntityPatch }>(
    "/api/defdossier/:id",
    { validatorCompiler: designerValidator, schema: { body: EntityPatch, response: { 200: EntityAnswer } } },
    async (request) => updateEntity(db, callerOf(request), pathId(request.params.id), request.body),
  );
}
