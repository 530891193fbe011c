import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { CreatedRow, CustomViewAnswer, CustomViewList } from "../../../schemas";
import type { Database } from "../../db/database";
import { callerOf } from "../../http/caller";
import { pathId } from "../../http/ids";
import { DbId, NoContent, RequiredText } from "../../http/schemaTypes";
import { ListFilters, type ListQuery } from "../shared/paging";
import { designerValidator } from "../shared/validator";
import {
  type CustomViewInput,
  createCustomView,
  deleteCustomView,
  getCustomView,
  listCustomViews,
  updateCustomView,
} from "./customViewService";

const CreateBody = Type.Object({
  viewName: RequiredText(255),
  environment: Type.Optional(DbId),
  defDossier: DbId,
});
const PatchBody = Type.Partial(CreateBody);

/** Custom views: named extra views of an entity, usable as a display item's view. */
export function customViewRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: ListQuery }>(
    "/api/displaycustomview",
    {
      validatorCompiler: designerValidator,
      schema: { querystring: Type.Object(ListFilters), response: { 200: CustomViewList } },
    },
    async (request) => listCustomViews(db, callerOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    "/api/displaycustomview/:id",
    { schema: { response: { 200: CustomViewAnswer } } },
    async (request) => getCustomView(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: CustomViewInput }>(
    "/api/displaycustomview",
    { validatorCompiler: designerValidator, schema: { body: CreateBody, response: { 201: CreatedRow } } },
    async (request, reply) =>
      reply.code(201).send(await createCustomView(db, callerOf(request), request.body)),
  );

  app.patch<{ Params: { id: string }; Body: Partial<CustomViewInput> }>(
    "/api/displaycustomview/:id",
    {
      validatorCompiler: designerValidator,
      schema: { body: PatchBody, response: { 200: CustomViewAnswer } },
    },
    async (request) => updateCustomView(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/displaycustomview/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteCustomView(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
