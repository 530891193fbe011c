import { type Static, Type } from "@sinclair/typebox";
import { Id, IsoDateTime, Nullable, Pager } from "./common";

export const MESSAGE_TYPES = ["normal", "popup"] as const;
export const MessageType = Type.Union(MESSAGE_TYPES.map((t) => Type.Literal(t)));
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A message between users; read_date stays empty until the recipient reads it. */
export const Message = Type.Object({
  id: Id,
  title: Type.String(),
  /** Rich text (HTML). */
  message_text: Type.String(),
  sender_id: Type.Optional(Nullable(Id)),
  sender_name: Type.Optional(Nullable(Type.String())),
  created_at: Type.Optional(Nullable(IsoDateTime)),
  read_date: Type.Optional(Nullable(Type.Union([IsoDateTime, Type.Literal("")]))),
  type: Type.Optional(MessageType),
  /** The recipients, as user ids or as users. */
  recipients: Type.Optional(
    Type.Array(Type.Union([Id, Type.Object({ id: Id, username: Type.Optional(Type.String()) })])),
  ),
});
export type Message = Static<typeof Message>;

/** The body of POST message: recipients, title and text are required; the type defaults to normal. */
export const MessageSend = Type.Object({
  messageText: Type.String({ minLength: 1 }),
  title: Type.String({ minLength: 1 }),
  users: Type.Array(Id, { minItems: 1 }),
  dossier: Type.Optional(Nullable(Id)),
  contentDossier: Type.Optional(Nullable(Id)),
  environment: Id,
  type: Type.Optional(MessageType),
});
export type MessageSend = Static<typeof MessageSend>;

/** A message as the server answers it for the caller (GET /message, GET and PATCH /message/{id}). */
export const MessageItem = Type.Object({
  id: Id,
  environment: Id,
  title: Type.String(),
  /** Rich text (HTML); sanitised before it is shown. */
  message_text: Type.String(),
  type: Type.Unsafe<MessageType>({ type: "string", enum: [...MESSAGE_TYPES] }),
  sender_id: Nullable(Id),
  sender_name: Nullable(Type.String()),
  /** The entity and record the message is about. */
  dossier: Nullable(Id),
  contentDossier: Nullable(Id),
  created_at: Type.String(),
  /** The caller's read date; null while unread, and for the sender. */
  read_date: Nullable(Type.String()),
  recipients: Type.Array(Type.Object({ id: Id, username: Type.String() })),
});
export type MessageItem = Static<typeof MessageItem>;

export const MessageList = Type.Object({ results: Type.Array(MessageItem), pager: Pager });
export type MessageList = Static<typeof MessageList>;

/** GET /message/unread: how many incoming messages the caller has not read. */
export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;
