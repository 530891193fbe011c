import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  CreatedWebhook,
  CreateResponse,
  DeliveryList,
  Webhook,
  WebhookList,
  WebhookSecret,
} from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { pathId } from "../http/ids";
import { pageRequest, pagerOf } from "../http/pager";
import { DbId, NoContent, RequiredText } from "../http/schemaTypes";
import { listDeliveries, resendDelivery } from "./deliveriesService";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  regenerateSecret,
  updateWebhook,
  type WebhookInput,
} from "./webhooksService";

const Events = Type.Array(DbId, { maxItems: 500 });
const Url = Type.String({ minLength: 1, maxLength: 2000, pattern: "\\S" });
const CreateBody = Type.Object({
  environment: DbId,
  name: RequiredText(255),
  url: Url,
  active: Type.Optional(Type.Boolean()),
  events: Type.Optional(Events),
});
const PatchBody = Type.Object({
  name: Type.Optional(RequiredText(255)),
  url: Type.Optional(Url),
  active: Type.Optional(Type.Boolean()),
  events: Type.Optional(Events),
});
const ListQuery = Type.Object({
  environment: DbId,
  name: Type.Optional(Type.String({ maxLength: 255 })),
  limit: Type.Optional(Type.String()),
  page: Type.Optional(Type.String()),
});
const PageQuery = Type.Object({ limit: Type.Optional(Type.String()), page: Type.Optional(Type.String()) });

type IdParams = { Params: { id: string } };

/** Webhooks (kedo.webhooks): their settings, secrets, delivery log and 'send again'. */
export function webhookRoutes(app: FastifyInstance, db: Database, queued: () => void): void {
  app.get<{ Querystring: { environment: number; name?: string; limit?: string; page?: string } }>(
    "/api/webhook",
    { schema: { querystring: ListQuery, response: { 200: WebhookList } } },
    async (request) => {
      const page = pageRequest(request.query, 10);
      const { environment, name } = request.query;
      const { rows, items } = await listWebhooks(db, callerOf(request), environment, name, page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.post<{ Body: WebhookInput & { environment: number; name: string; url: string } }>(
    "/api/webhook",
    {
      schema: {
        body: CreateBody,
        description: "Answers the webhook's secret, this once",
        response: { 201: CreatedWebhook },
      },
    },
    async (request, reply) => {
      const { environment, ...input } = request.body;
      return reply.code(201).send(await createWebhook(db, callerOf(request), environment, input));
    },
  );

  app.get<IdParams>("/api/webhook/:id", { schema: { response: { 200: Webhook } } }, async (request) =>
    getWebhook(db, callerOf(request), pathId(request.params.id)),
  );

  app.patch<IdParams & { Body: WebhookInput }>(
    "/api/webhook/:id",
    { schema: { body: PatchBody, response: { 200: Webhook } } },
    async (request) => updateWebhook(db, callerOf(request), pathId(request.params.id), request.body),
  );

  app.delete<IdParams>("/api/webhook/:id", { schema: { response: NoContent } }, async (request, reply) => {
    await deleteWebhook(db, callerOf(request), pathId(request.params.id));
    return reply.code(204).send();
  });

  app.post<IdParams>(
    "/api/webhook/:id/secret",
    {
      schema: {
        description: "A new secret, answered this once; the old one stops signing",
        response: { 200: WebhookSecret },
      },
    },
    async (request) => regenerateSecret(db, callerOf(request), pathId(request.params.id)),
  );

  app.get<IdParams & { Querystring: { limit?: string; page?: string } }>(
    "/api/webhook/:id/delivery",
    {
      schema: {
        querystring: PageQuery,
        description: "The delivery log, newest first, with each attempt",
        response: { 200: DeliveryList },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, 10);
      const { rows, items } = await listDeliveries(db, callerOf(request), pathId(request.params.id), page);
      return { results: rows, pager: pagerOf(page, items) };
    },
  );

  app.post<IdParams>(
    "/api/webhook/delivery/:id/resend",
    {
      schema: {
        description: "Send again: a new delivery of the same event",
        response: { 201: CreateResponse },
      },
    },
    async (request, reply) => {
      const created = await resendDelivery(db, callerOf(request), pathId(request.params.id));
      queued();
      return reply.code(201).send(created);
    },
  );
}
