import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { CreateResponse, DocketEvent, DocketEventList, EventTriggered } from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { pageRequest, pagerOf } from "../http/pager";
import { DbId, NoContent, RequiredText } from "../http/schemaTypes";
import {
  createEvent,
  deleteEvent,
  EVENT_TRIGGERS,
  type EventInput,
  type EventTrigger,
  getEvent,
  listEvents,
  updateEvent,
} from "./eventsService";
import { triggerEvent } from "./triggerEvent";

const Trigger = Type.Union(EVENT_TRIGGERS.map((name) => Type.Literal(name)));
const Description = Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]);
const Entity = Type.Union([DbId, Type.Null()]);
const CreateBody = Type.Object({
  environment: DbId,
  name: RequiredText(255),
  trigger: Trigger,
  description: Type.Optional(Description),
  defDossier: Type.Optional(Entity),
});
const PatchBody = Type.Object({
  name: Type.Optional(RequiredText(255)),
  trigger: Type.Optional(Trigger),
  description: Type.Optional(Description),
  defDossier: Type.Optional(Entity),
});
const ListQuery = Type.Object({
  environment: Type.Optional(DbId),
  defDossier: Type.Optional(DbId),
  name: Type.Optional(Type.String({ maxLength: 255 })),
  trigger: Type.Optional(Trigger),
  limit: Type.Optional(Type.String()),
  page: Type.Optional(Type.String()),
});
const TriggerParams = Type.Object({ itemId: Type.String(), dossierId: Type.String() });

/** Events (kedo.event): what an action button or a record write fires, for the webhooks to post. */
export function eventRoutes(app: FastifyInstance, db: Database, queued: () => void): void {
  app.get<{
    Querystring: {
      environment?: number;
      defDossier?: number;
      name?: string;
      trigger?: EventTrigger;
      limit?: string;
      page?: string;
    };
  }>(
    "/api/event",
    { schema: { querystring: ListQuery, response: { 200: DocketEventList } } },
    async (request) => {
      // The designer's choice of a button's event asks by entity and wants them all.
      const page = pageRequest(request.query, request.query.defDossier === undefined ? 10 : 200);
      const { rows, items } = await listEvents(db, callerOf(request), request.query, page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.post<{ Body: EventInput & { environment: number; name: string; trigger: EventTrigger } }>(
    "/api/event",
    { schema: { body: CreateBody, response: { 201: CreateResponse } } },
    async (request, reply) => {
      const { environment, ...input } = request.body;
      return reply.code(201).send(await createEvent(db, callerOf(request), environment, input));
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/event/:id",
    { schema: { response: { 200: DocketEvent } } },
    async (request) => getEvent(db, callerOf(request), pathId(request.params.id)),
  );

  app.patch<{ Params: { id: string }; Body: EventInput }>(
    "/api/event/:id",
    { schema: { body: PatchBody, response: { 200: DocketEvent } } },
    async (request) => updateEvent(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<{ Params: { id: string } }>(
    "/api/event/:id",
    { schema: { response: NoContent } },
    async (request, reply) => {
      await deleteEvent(db, callerOf(request), pathId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.patch<{ Params: { itemId: string; dossierId: string } }>(
    "/api/event/trigger/:itemId/:dossierId",
    {
      schema: {
        params: TriggerParams,
        description: "A custom action button fires its event for the record",
        response: { 200: EventTriggered },
      },
    },
    async (request) => {
      const answer = await triggerEvent(
        db,
        callerOf(request),
        pathId(request.params.itemId),
        pathId(request.params.dossierId),
      );
      if (answer.deliveries > 0) queued();
      return answer;
    },
  );
}
