import { type Static, type TSchema, Type } from "@sinclair/typebox";
import { Id, Nullable, Pager, Uuid } from "./common";

/** The answer of every collection call: one page of items and where it lies. */
export const ListResponse = <T extends TSchema>(item: T) =>
  Type.Object({
    results: Type.Array(item),
    pager: Pager,
  });
export type ListResponse<T> = { results: T[]; pager: Pager };

/** 400: a message per field name or display item id, such as "This is a required field". */
export const ErrorsResponse = Type.Object({
  errors: Type.Record(Type.String(), Type.String()),
});
export type ErrorsResponse = Static<typeof ErrorsResponse>;

/** 403 and 404: one message or message key, such as 403_general_message. */
export const MessageResponse = Type.Object({
  message: Type.String({ minLength: 1 }),
});
export type MessageResponse = Static<typeof MessageResponse>;

export const ConstraintType = Type.Union([Type.Literal("warning"), Type.Literal("error")]);
export type ConstraintType = Static<typeof ConstraintType>;

/** A record that already holds a value that must be unique. */
export const ExistingRecord = Type.Object({
  id: Id,
  summary: Type.Optional(Nullable(Type.String())),
});
export type ExistingRecord = Static<typeof ExistingRecord>;

/** 409 on record create or save: the records already holding the values; a warning may be overridden with ignore_existing. */
export const ConflictResponse = Type.Object({
  errors: Type.Record(Type.String(), Type.String()),
  existing: Type.Array(ExistingRecord),
  constraint_type: ConstraintType,
});
export type ConflictResponse = Static<typeof ConflictResponse>;

/** The answer of a create: the new id (and uuid where the kind has one), possibly more of the item. */
export const CreateResponse = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
});
export type CreateResponse = Static<typeof CreateResponse>;
