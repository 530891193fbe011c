import { type Static, Type } from "@sinclair/typebox";
import { Id, IsoDateTime, Nullable } from "./common";

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
