import { type Static, type TSchema, Type } from "@sinclair/typebox";
import { Id } from "./common";

/**
 * A settings object in an answer, sent as stored: typed as `schema` for the app and the engine, but declared
 * open, so that serialising with the answer's schema keeps every key (a closed object would drop the keys it
 * does not name, and a mismatching value of a named key would fail the whole answer).
 */
export const Stored = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T>>(
    Type.Record(Type.String(), Type.Unknown(), {
      description: schema.description ?? "settings as stored; see the write form for the known keys",
    }),
  );

/** What a create answers: the new row's id and uuid. */
export const CreatedRow = Type.Object({ id: Id, uuid: Type.String() });
export type CreatedRow = Static<typeof CreatedRow>;

/** What a create of a data field or a link answers: with the name the server gave it. */
export const CreatedNamedRow = Type.Object({ id: Id, uuid: Type.String(), name: Type.String() });
export type CreatedNamedRow = Static<typeof CreatedNamedRow>;

/** What adding an environment's module or language answers: the row's id. */
export const CreatedId = Type.Object({ id: Id });
export type CreatedId = Static<typeof CreatedId>;
