import { type Static, Type } from "@sinclair/typebox";
import { Id, IsoDateTime, Nullable, Pager } from "./common";
import { LOG_TYPES } from "./names";

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

/** A string of one of these values, serialised as a plain string (no union to try value by value). */
const OneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: "string", enum: [...values] });

/** A change as the log answers it, with the value key (f{field}, l{link}, m{name}) of its item. */
export const LoggedChange = Type.Object({ ...LogChange.properties, key: Type.Optional(Type.String()) });
export type LoggedChange = Static<typeof LoggedChange>;

/**
 * An entry's extra data: a share's contacts, an export's format with its count of records or its document
 * template, the embedded form that wrote a change. Other keys pass as they are.
 */
export const LogExtraData = Type.Object(
  {
    ...LogShareData.properties,
    format: Type.Optional(Type.String()),
    records: Type.Optional(Type.Integer({ minimum: 0 })),
    name: Type.Optional(Type.String()),
    template: Type.Optional(Type.String()),
    embedToken: Type.Optional(Type.Object({ id: Id, name: Type.String() })),
  },
  { additionalProperties: true },
);
export type LogExtraData = Static<typeof LogExtraData>;

/** An entry's extra data in an answer: LogExtraData or null, passed on whole as it was logged. */
const LoggedExtraData = Type.Unsafe<LogExtraData | null>(
  Type.Unknown({ description: "null, or the LogExtraData schema's object" }),
);

/** An entry of GET /dossierlog: a log entry with the record and entity it is about. */
export const ChangeLogEntry = Type.Object({
  id: Id,
  datetime: Type.String(),
  type: OneOf(LOG_TYPES),
  user_id: Nullable(Id),
  username: Nullable(Type.String()),
  content_dossier_id: Nullable(Id),
  def_dossier_id: Nullable(Id),
  changes: Type.Array(LoggedChange),
  extra_data: LoggedExtraData,
});
export type ChangeLogEntry = Static<typeof ChangeLogEntry>;

export const ChangeLogList = Type.Object({ results: Type.Array(ChangeLogEntry), pager: Pager });
export type ChangeLogList = Static<typeof ChangeLogList>;

const activityTypes = ["login", "shown", "export"] as const;

/** One sign-in, record view or export of GET /log; ids are unique across the two tables it reads. */
export const ActivityEntry = Type.Object({
  id: Type.String(),
  datetime: Type.String(),
  type: OneOf(activityTypes),
  user_id: Nullable(Id),
  username: Nullable(Type.String()),
  def_dossier_id: Nullable(Id),
  content_dossier_id: Nullable(Id),
  extra_data: LoggedExtraData,
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityList = Type.Object({ results: Type.Array(ActivityEntry), pager: Pager });
export type ActivityList = Static<typeof ActivityList>;
