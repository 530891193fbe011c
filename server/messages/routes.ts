import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifySchema } from "fastify";
import { CreateResponse, MessageItem, MessageList, MessageSend, UnreadCount } from "../../schemas";
import type { Database } from "../db/database";
import { callerOf } from "../http/caller";
import { documentedQuery } from "../http/documentedOnly";
import { badRequest } from "../http/errors";
import { isId, pathId } from "../http/ids";
import { INVALID } from "../http/messages";
import { pageRequest, pagerOf } from "../http/pager";
import { first, isTrueParam } from "../http/queryParams";
import {
  listMessages,
  type MessageInput,
  markMessage,
  readMessage,
  sendMessage,
  unreadCount,
} from "./messagesService";

type Query = Record<string, unknown>;
type IdParams = { Params: { id: string } };

const MessageQueryDoc = Type.Object({
  environment: Type.Optional(Type.Integer({ description: "only the messages of this environment" })),
  filter: Type.Optional(Type.String({ description: "incoming (default) or outgoing" })),
  new: Type.Optional(Type.String({ description: "1: only unread incoming messages" })),
  type: Type.Optional(Type.String({ description: "normal or popup" })),
  limit: Type.Optional(Type.Integer()),
  page: Type.Optional(Type.Integer()),
});

/** Documents the body without validating it: the service answers with the compose form's field names. */
const sendDoc = {
  schema: {
    body: MessageSend,
    description: "Send a message to members of the environment",
    response: { 201: CreateResponse },
  } as FastifySchema,
  validatorCompiler: () => () => true,
};

function optionalEnvironment(query: Query): number | undefined {
  const raw = first(query.environment);
  if (raw === undefined) return undefined;
  const id = Number(raw);
  if (!isId(id)) throw badRequest({ environment: INVALID });
  return id;
}

function oneOf<T extends string>(query: Query, name: string, allowed: readonly T[]): T | undefined {
  const raw = first(query[name]);
  if (raw === undefined) return undefined;
  if (!(allowed as readonly unknown[]).includes(raw)) throw badRequest({ [name]: INVALID });
  return raw as T;
}

/** Messages between the members of an environment: compose, inbox, unread count, read marking. */
export function messageRoutes(app: FastifyInstance, db: Database): void {
  app.post("/api/message", sendDoc, async (request, reply) => {
    const body = typeof request.body === "object" && request.body !== null ? request.body : {};
    const created = await sendMessage(db, callerOf(request), body as MessageInput);
    return reply.code(201).send(created);
  });

  app.get(
    "/api/message",
    documentedQuery(MessageQueryDoc, "The caller's messages", MessageList),
    async (request) => {
      const query = request.query as Query;
      const environment = optionalEnvironment(query);
      const type = oneOf(query, "type", ["normal", "popup"] as const);
      const page = pageRequest(query);
      const { results, items } = await listMessages(
        db,
        callerOf(request),
        {
          filter: oneOf(query, "filter", ["incoming", "outgoing"] as const) ?? "incoming",
          unread: isTrueParam(query.new),
          ...(environment !== undefined ? { environment } : {}),
          ...(type ? { type } : {}),
        },
        page,
      );
      return { results, pager: pagerOf(page, items) };
    },
  );

  app.get(
    "/api/message/unread",
    documentedQuery(
      Type.Object({ environment: Type.Optional(Type.Integer()) }),
      "Unread incoming messages",
      UnreadCount,
    ),
    async (request) => unreadCount(db, callerOf(request), optionalEnvironment(request.query as Query)),
  );

  app.get<IdParams>("/api/message/:id", { schema: { response: { 200: MessageItem } } }, async (request) =>
    readMessage(db, callerOf(request), pathId(request.params.id)),
  );

  app.patch<IdParams & { Body: { read: boolean } }>(
    "/api/message/:id",
    { schema: { body: Type.Object({ read: Type.Boolean() }), response: { 200: MessageItem } } },
    async (request) => markMessage(db, callerOf(request), pathId(request.params.id), request.body.read),
  );
}
