import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  CreateResponse,
  Culture,
  Nullable,
  QueryPreview,
  SavedQuery,
  SavedQueryList,
  Uuid,
} from "../../schemas";
import type { Database } from "../db/database";
import { ListFilters, type ListQuery } from "../designer/shared/paging";
import { designerValidator } from "../designer/shared/validator";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { DbId, NoContent } from "../http/schemaTypes";
import { type PreviewInput, previewQuery } from "./previewQuery";
import {
  createQuery,
  deleteQuery,
  getQuery,
  listQueries,
  type QueryInput,
  updateQuery,
} from "./queriesService";

const Name = Type.Optional(Nullable(Type.String({ maxLength: 255 })));
const Translations = Type.Array(Type.Object({ culture: Culture, search_name: Name, dashboard_name: Name }), {
  maxItems: 50,
});
// The query data is checked by the service, against the Query schema and by compiling it.
const Data = Type.Unknown({ description: "{combinators, include_archived}: see the Query schema" });

const CreateBody = Type.Object({
  environment: DbId,
  defDossier: DbId,
  uuid: Type.Optional(Uuid),
  data: Data,
  translations: Type.Optional(Translations),
});
const PatchBody = Type.Object({
  environment: Type.Optional(DbId),
  defDossier: Type.Optional(DbId),
  data: Type.Optional(Data),
  translations: Type.Optional(Translations),
});

const PreviewBody = Type.Object({
  environment: DbId,
  defDossier: DbId,
  uuid: Type.Optional(Uuid),
  data: Data,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

/** Saved queries (dossierquery): the query builder's CRUD, and the live count of an unsaved query. */
export function queryRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: ListQuery }>(
    "/api/dossierquery",
    {
      validatorCompiler: designerValidator,
      schema: { querystring: Type.Object(ListFilters), response: { 200: SavedQueryList } },
    },
    async (request) => listQueries(db, callerOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    "/api/dossierquery/:id",
    { schema: { response: { 200: SavedQuery } } },
    async (request) => getQuery(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: QueryInput & { environment: number; defDossier: number } }>(
    "/api/dossierquery",
    { validatorCompiler: designerValidator, schema: { body: CreateBody, response: { 201: CreateResponse } } },
    async (request, reply) => reply.code(201).send(await createQuery(db, callerOf(request), request.body)),
  );

  app.post<{ Body: PreviewInput }>(
    "/api/dossierquery/preview",
    {
      validatorCompiler: designerValidator,
      schema: {
        body: PreviewBody,
        description: "The count and first rows of an unsaved query (the query builder's live count).",
        response: { 200: QueryPreview },
      },
    },
    async (request) => previewQuery(db, callerOf(request), request.body),
  );

  app.patch<{ Params: { id: string }; Body: Omit<QueryInput, "uuid"> }>(
    "/api/dossierquery/:id",
    { validatorCompiler: designerValidator, schema: { body: PatchBody, response: { 200: SavedQuery } } },
    async (request) => updateQuery(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/dossierquery/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteQuery(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
