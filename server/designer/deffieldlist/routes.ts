import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  CreatedRow,
  ListOptionAnswer,
  ListOptionList,
  ListOptionPatch,
  ListOptionWrite,
} from "../../../schemas";
import type { Database } from "../../db/database";
import { callerOf } from "../../http/caller";
import { pathId } from "../../http/ids";
import { DbId, NoContent } from "../../http/schemaTypes";
import { ListFilters } from "../shared/paging";
import { designerValidator } from "../shared/validator";
import {
  createOption,
  deleteOption,
  getOption,
  listOptions,
  type OptionListQuery,
  updateOption,
} from "./listOptionService";

const CreateBody = Type.Object({ ...ListOptionWrite.properties, defField: DbId });
const ListParams = Type.Object({ ...ListFilters, defField: Type.Optional(DbId) });

/** List options (deffieldlist) of list and tree base fields. */
export function listOptionRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: OptionListQuery }>(
    "/api/deffieldlist",
    {
      validatorCompiler: designerValidator,
      schema: { querystring: ListParams, response: { 200: ListOptionList } },
    },
    async (request) => listOptions(db, callerOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    "/api/deffieldlist/:id",
    { schema: { response: { 200: ListOptionAnswer } } },
    async (request) => getOption(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: ListOptionWrite }>(
    "/api/deffieldlist",
    { validatorCompiler: designerValidator, schema: { body: CreateBody, response: { 201: CreatedRow } } },
    async (request, reply) => reply.code(201).send(await createOption(db, callerOf(request), request.body)),
  );

  app.patch<{ Params: { id: string }; Body: ListOptionPatch }>(
    "/api/deffieldlist/:id",
    {
      validatorCompiler: designerValidator,
      schema: { body: ListOptionPatch, response: { 200: ListOptionAnswer } },
    },
    async (request) => updateOption(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/deffieldlist/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteOption(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
