import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { DataFieldCreate, DataFieldUpdate } from "../../../schemas";
import type { Database } from "../../db/database";
import { callerOf } from "../../http/caller";
import { pathId } from "../../http/ids";
import { DbId, RequiredText } from "../../http/schemaTypes";
import { ListFilters } from "../shared/paging";
import { designerValidator } from "../shared/validator";
import {
  createDataField,
  type DataFieldListQuery,
  deleteDataField,
  getDataField,
  listDataFields,
  updateDataField,
} from "./dataFieldService";

const CreateBody = Type.Object({
  ...DataFieldCreate.properties,
  name: RequiredText(255),
  defField: DbId,
  defDossier: DbId,
});
const UpdateBody = Type.Object({
  ...DataFieldUpdate.properties,
  name: Type.Optional(RequiredText(255)),
  defField: DbId,
});
const ListParams = Type.Object({
  ...ListFilters,
  defField: Type.Optional(DbId),
  type: Type.Optional(Type.String({ maxLength: 64 })),
});

/** Data fields (defdossierdeffield): base fields placed on an entity. */
export function dataFieldRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: DataFieldListQuery }>(
    "/api/defdossierdeffield",
    { validatorCompiler: designerValidator, schema: { querystring: ListParams } },
    async (request) => listDataFields(db, callerOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>("/api/defdossierdeffield/:id", async (request) =>
    getDataField(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: DataFieldCreate }>(
    "/api/defdossierdeffield",
    { validatorCompiler: designerValidator, schema: { body: CreateBody } },
    async (request, reply) =>
      reply.code(201).send(await createDataField(db, callerOf(request), request.body)),
  );

  app.put<{ Params: { id: string }; Body: DataFieldUpdate }>(
    "/api/defdossierdeffield/:id",
    { validatorCompiler: designerValidator, schema: { body: UpdateBody } },
    async (request) => updateDataField(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>("/api/defdossierdeffield/:id", async (request, reply) => {
    await deleteDataField(db, callerOf(request), pathId(request.params.id));
    return reply.code(204).send();
  });
}
