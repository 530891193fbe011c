import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  CreatedNamedRow,
  DataFieldAnswer,
  DataFieldCreate,
  DataFieldList,
  DataFieldUpdate,
} from "../../../schemas";
import type { Database } from "../../db/database";
import { callerOf } from "../../http/caller";
import { pathId } from "../../http/ids";
import { DbId, NoContent, RequiredText } from "../../http/schemaTypes";
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
const PatchBody = Type.Object({ ...UpdateBody.properties, defField: Type.Optional(DbId) });
type DataFieldChanges = Omit<DataFieldUpdate, "defField"> & { defField?: number };
const ListParams = Type.Object({
  ...ListFilters,
  defField: Type.Optional(DbId),
  type: Type.Optional(Type.String({ maxLength: 64 })),
});

/** Data fields (defdossierdeffield): base fields placed on an entity. */
export function dataFieldRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: DataFieldListQuery }>(
    "/api/defdossierdeffield",
    {
      validatorCompiler: designerValidator,
      schema: { querystring: ListParams, response: { 200: DataFieldList } },
    },
    async (request) => listDataFields(db, callerOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    "/api/defdossierdeffield/:id",
    { schema: { response: { 200: DataFieldAnswer } } },
    async (request) => getDataField(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: DataFieldCreate }>(
    "/api/defdossierdeffield",
    {
      validatorCompiler: designerValidator,
      schema: { body: CreateBody, response: { 201: CreatedNamedRow } },
    },
    async (request, reply) =>
      reply.code(201).send(await createDataField(db, callerOf(request), request.body)),
  );

  // PUT as the designer sends it (3-designer section 7), PATCH with any part of it as templates are applied
  // (1-platform section 7): one handler, the base field kept when PATCH leaves it out.
  const update = async (request: FastifyRequest<{ Params: { id: string }; Body: DataFieldChanges }>) =>
    updateDataField(db, callerOf(request), pathId(request.params.id), request.body);
  app.put<{ Params: { id: string }; Body: DataFieldChanges }>(
    "/api/defdossierdeffield/:id",
    {
      validatorCompiler: designerValidator,
      schema: { body: UpdateBody, response: { 200: DataFieldAnswer } },
    },
    update,
  );
  app.patch<{ Params: { id: string }; Body: DataFieldChanges }>(
    "/api/defdossierdeffield/:id",
    { validatorCompiler: designerValidator, schema: { body: PatchBody, response: { 200: DataFieldAnswer } } },
    update,
  );

  app.delete<{ Params: { id: string } }>(
    "/api/defdossierdeffield/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteDataField(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
