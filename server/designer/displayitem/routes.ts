import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CreatedRow, DisplayItemAnswer, DisplayItemList, DisplayItemWrite } from "../../../schemas";
import type { Database } from "../../db/database";
import { callerOf } from "../../http/caller";
import { badRequest } from "../../http/errors";
import { pathId } from "../../http/ids";
import { DbId, NoContent, RequiredText } from "../../http/schemaTypes";
import { validationErrors } from "../../http/validationErrors";
import { ListFilters } from "../shared/paging";
import { designerValidator } from "../shared/validator";
import { chooseFieldErrors, type ItemShape } from "./chooseField";
import {
  createItem,
  deleteItem,
  getItem,
  type ItemInput,
  type ItemListQuery,
  listItems,
  updateItem,
} from "./itemService";

// The write form's rule "a data field or a link unless block or dossier_data" is checked beside the schema,
// so that its message is the spec's and comes together with the other fields' errors.
const { col, colspan, rowspan, ...properties } = DisplayItemWrite.properties;
const CreateBody = Type.Object({
  ...properties,
  view: RequiredText(255),
  defDossier: DbId,
  col: Type.Optional(Type.Integer({ minimum: 0, maximum: 12 })),
  colspan: Type.Optional(Type.Integer({ minimum: 0, maximum: 12 })),
  rowspan: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
const PatchBody = Type.Partial(CreateBody);
const ListParams = Type.Object({
  ...ListFilters,
  view: Type.Optional(Type.String({ maxLength: 255 })),
  displayPosition: Type.Optional(DbId),
});

/** One 400 for everything wrong with a new item: the schema's complaints and the missing field or link. */
function assertValidCreate(request: FastifyRequest): void {
  const schemaErrors = request.validationError?.validation
    ? validationErrors(request.validationError.validation, "body")
    : {};
  const errors = { ...chooseFieldErrors((request.body ?? {}) as ItemShape), ...schemaErrors };
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Display items: data fields, links, blocks and record metadata placed in a view of an entity. */
export function itemRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: ItemListQuery }>(
    "/api/displayitem",
    {
      validatorCompiler: designerValidator,
      schema: { querystring: ListParams, response: { 200: DisplayItemList } },
    },
    async (request) => listItems(db, callerOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    "/api/displayitem/:id",
    { schema: { response: { 200: DisplayItemAnswer } } },
    async (request) => getItem(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: DisplayItemWrite }>(
    "/api/displayitem",
    {
      validatorCompiler: designerValidator,
      schema: { body: CreateBody, response: { 201: CreatedRow } },
      attachValidation: true,
    },
    async (request, reply) => {
      callerOf(request);
      assertValidCreate(request);
      return reply.code(201).send(await createItem(db, callerOf(request), request.body));
    },
  );

  app.patch<{ Params: { id: string }; Body: ItemInput }>(
    "/api/displayitem/:id",
    {
      validatorCompiler: designerValidator,
      schema: { body: PatchBody, response: { 200: DisplayItemAnswer } },
    },
    async (request) => updateItem(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/displayitem/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteItem(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
