import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  CreatedNamedRow,
  LinkAnswer,
  LinkBacklinkPatch,
  LinkCreate,
  LinkList,
  LinkPatch,
} from "../../../schemas";
import type { Database } from "../../db/database";
import { callerOf } from "../../http/caller";
import { pathId } from "../../http/ids";
import { DbId, NoContent, RequiredText } from "../../http/schemaTypes";
import { ListFilters } from "../shared/paging";
import { designerValidator } from "../shared/validator";
import {
  createLink,
  deleteLink,
  getLink,
  type LinkChanges,
  type LinkListQuery,
  listLinks,
  pairBackLink,
  updateLink,
} from "./linkService";

const CreateBody = Type.Object({
  ...LinkCreate.properties,
  name: RequiredText(255),
  childDefDossier: DbId,
  defDossier: DbId,
});
// The target entity may be sent again, unchanged; the service refuses another one with a message.
const PatchBody = Type.Object({
  ...LinkPatch.properties,
  name: Type.Optional(RequiredText(255)),
  childDefDossier: Type.Optional(DbId),
  defDossier: Type.Optional(DbId),
  environment: Type.Optional(DbId),
  uuid: LinkCreate.properties.uuid,
});
const BacklinkBody = Type.Object({
  ...LinkBacklinkPatch.properties,
  uuid: RequiredText(64),
  backlinkUuid: RequiredText(64),
  defDossier: DbId,
  childDefDossier: DbId,
});
const ListParams = Type.Object({ ...ListFilters, childDefDossier: Type.Optional(DbId) });

/** Links (defdossierlink) between entities, with their back links. */
export function linkRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: LinkListQuery }>(
    "/api/defdossierlink",
    {
      validatorCompiler: designerValidator,
      schema: { querystring: ListParams, response: { 200: LinkList } },
    },
    async (request) => listLinks(db, callerOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    "/api/defdossierlink/:id",
    { schema: { response: { 200: LinkAnswer } } },
    async (request) => getLink(db, callerOf(request), pathId(request.params.id)),
  );

  app.post<{ Body: LinkCreate }>(
    "/api/defdossierlink",
    {
      validatorCompiler: designerValidator,
      schema: { body: CreateBody, response: { 201: CreatedNamedRow } },
    },
    async (request, reply) => reply.code(201).send(await createLink(db, callerOf(request), request.body)),
  );

  app.patch<{ Body: LinkBacklinkPatch }>(
    "/api/defdossierlink/backlink",
    { validatorCompiler: designerValidator, schema: { body: BacklinkBody, response: { 200: LinkAnswer } } },
    async (request) => pairBackLink(db, callerOf(request), request.body),
  );

  app.patch<{ Params: { id: string }; Body: LinkChanges }>(
    "/api/defdossierlink/:id",
    { validatorCompiler: designerValidator, schema: { body: PatchBody, response: { 200: LinkAnswer } } },
    async (request) => updateLink(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/defdossierlink/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteLink(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );
}
