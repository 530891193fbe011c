import { type Static, Type } from "@sinclair/typebox";
import { Id, IsoDateTime, Nullable } from "./common";

export const LOG_TYPES = ["shown", "change", "archive", "delete", "secureshare", "export"] as const;
export const LogType = Type.Union(LOG_TYPES.map((t) => Type.Literal(t)));
export type LogType = (typeof LOG_TYPES)[number];

/** One changed value: the display item's name, the value before and after. */
export const LogChange = Type.Object({
  defDisplayItemName: Type.Optional(Nullable(Type.String())),
  oldValue: Type.Optional(Type.Unknown()),
  newValue: Type.Optional(Type.Unknown()),
});
export type LogChange = Static<typeof LogChange>;

/** What a secure share sent, and to whom. */
export const LogShareData = Type.Object({
  shareType: Type.Optional(Nullable(Type.Union([Type.Literal("positions"), Type.Literal("template")]))),
  shareValue: Type.Optional(Type.Unknown()),
  contacts: Type.Optional(
    Type.Array(
      Type.Object({
        email: Type.String(),
        mobile: Type.Optional(Nullable(Type.String())),
      }),
    ),
  ),
});
export type LogShareData = Static<typeof LogShareData>;

/** An entry of a record's change log. */
export const LogEntry = Type.Object({
  id: Id,
  datetime: IsoDateTime,
  type: LogType,
  user_id: Type.Optional(Nullable(Id)),
  username: Type.Optional(Nullable(Type.String())),
  changes: Type.Optional(Nullable(Type.Array(LogChange))),
  extra_data: Type.Optional(Nullable(LogShareData)),
});
export type LogEntry = Static<typeof LogEntry>;
