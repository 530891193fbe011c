import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  CreatedRow,
  DisplayPositionAnswer,
  DisplayPositionList,
  DisplayPositionWrite,
  TabCredentials,
} from "../../../schemas";
import type { Database } from "../../db/database";
import { callerOf } from "../../http/caller";
import { pathId } from "../../http/ids";
import { DbId, NoContent } from "../../http/schemaTypes";
import { ListFilters, type ListQuery } from "../shared/paging";
import { designerValidator } from "../shared/validator";
import {
  createPosition,
  deletePosition,
  getPosition,
  listPositions,
  updatePosition,
} from "./positionService";
import { positionCredentials } from "./tabCredentials";

const CreateBody = Type.Object({ ...DisplayPositionWrite.properties, defDossier: DbId });
const PatchBody = Type.Partial(CreateBody);
const CredentialsBody = Type.Object({
  defDossier: DbId,
  ids: Type.Array(DbId, { maxItems: 500 }),
});

/** Display positions: main content, tabs, meta band and footer of an entity's detail page. */
export function positionRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: ListQuery }>(
    "/api/displayposition",
    {
      validatorCompiler: designerValidator,
      schema: { querystring: Type.Object(ListFilters), response: { 200: DisplayPositionList } },
    },
    async (request) => listPositions(db, callerOf(request), request.query),
  );

  app.post<{ Body: { defDossier: number; ids: number[] } }>(
    "/api/displayposition/credentials",
    {
      validatorCompiler: designerValidator,
      schema: { body: CredentialsBody, response: { 200: TabCredentials } },
    },
    async (request) => positionCredentials(db, callerOf(request), request.body),
  );

  app.get<{ Params: { id: string } }>(
    "/api/displayposition/:id",
    { schema: { response: { 200: DisplayPositionAnswer } } },
    async (request) => getPosition(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: DisplayPositionWrite }>(
    "/api/displayposition",
    { validatorCompiler: designerValidator, schema: { body: CreateBody, response: { 201: CreatedRow } } },
    async (request, reply) => reply.code(201).send(await createPosition(db, callerOf(request), request.body)),
  );

  app.patch<{ Params: { id: string }; Body: Partial<DisplayPositionWrite> }>(
    "/api/displayposition/:id",
    {
      validatorCompiler: designerValidator,
      schema: { body: PatchBody, response: { 200: DisplayPositionAnswer } },
    },
    async (request) => updatePosition(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/displayposition/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deletePosition(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
