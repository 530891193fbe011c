import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  BaseFieldCreate,
  BaseFieldDetails,
  BaseFieldList,
  BaseFieldPatch,
  CreatedRow,
} from "../../../schemas";
import type { Database } from "../../db/database";
import { callerOf } from "../../http/caller";
import { pathId } from "../../http/ids";
import { DbId, NoContent, RequiredText } from "../../http/schemaTypes";
import { ListFilters, type ListQuery } from "../shared/paging";
import { designerValidator } from "../shared/validator";
import {
  type BaseFieldChanges,
  type BaseFieldInput,
  createBaseField,
  deleteBaseField,
  getBaseField,
  listBaseFields,
  updateBaseField,
} from "./baseFieldService";

const CreateBody = Type.Object({
  ...BaseFieldCreate.properties,
  name: RequiredText(255),
  type: RequiredText(64),
  environment: DbId,
});
const PatchBody = Type.Object({
  ...BaseFieldPatch.properties,
  name: Type.Optional(RequiredText(255)),
  type: Type.Optional(RequiredText(64)),
});
const ListParams = Type.Object({ ...ListFilters, type: Type.Optional(Type.String({ maxLength: 64 })) });

/** Base fields (deffield): reusable field definitions of an environment. */
export function baseFieldRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: ListQuery & { type?: string } }>(
    "/api/deffield",
    {
      validatorCompiler: designerValidator,
      schema: { querystring: ListParams, response: { 200: BaseFieldList } },
    },
    async (request) => listBaseFields(db, callerOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    "/api/deffield/:id",
    { schema: { response: { 200: BaseFieldDetails } } },
    async (request) => getBaseField(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: BaseFieldInput }>(
    "/api/deffield",
    { validatorCompiler: designerValidator, schema: { body: CreateBody, response: { 201: CreatedRow } } },
    async (request, reply) =>
      reply.code(201).send(await createBaseField(db, callerOf(request), request.body)),
  );

  app.patch<{ Params: { id: string }; Body: BaseFieldChanges }>(
    "/api/deffield/:id",
    {
      validatorCompiler: designerValidator,
      schema: { body: PatchBody, response: { 200: BaseFieldDetails } },
    },
    async (request) => updateBaseField(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/deffield/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteBaseField(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
