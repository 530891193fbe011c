import { type Static, Type } from "@sinclair/typebox";
import { AuditFields, Culture, Id, Nullable, Pager, Uuid } from "./common";
import { ListedRecord, RecordItemInfo } from "./recordAnswers";

export const SYSTEM_FIELDS = ["created_at", "modified_at", "created_by", "modified_by", "id"] as const;

export const QUERY_OPERATORS = [
  "equals",
  "not_equals",
  "in",
  "string_empty",
  "string_is_not_empty",
  "exact",
  "like",
  "greater",
  "greater_or_equal",
  "lesser",
  "lesser_or_equal",
  "between",
  "birthday_weeks",
  // File fields: holds a file of this kind.
  "images",
  "documents",
  "spreadsheets",
] as const;
export type QueryOperator = (typeof QUERY_OPERATORS)[number];

/** A date relative to now: negative amounts lie in the past. */
export const RelativeDate = Type.Object({
  relative: Type.Object({
    amount: Type.Integer(),
    unit: Type.Union([
      Type.Literal("days"),
      Type.Literal("weeks"),
      Type.Literal("months"),
      Type.Literal("years"),
    ]),
  }),
});
export const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export const QueryValue = Type.Union([Scalar, RelativeDate, Type.Array(Type.Union([Scalar, RelativeDate]))]);

/** One condition on a data field (by data field id) or a system field. The value "current_user" means the caller. */
export const QueryFieldCondition = Type.Object({
  id: Type.Union([Id, Type.Union(SYSTEM_FIELDS.map((f) => Type.Literal(f)))]),
  type: Type.Union(QUERY_OPERATORS.map((o) => Type.Literal(o))),
  value: Type.Optional(QueryValue),
});
export type QueryFieldCondition = Static<typeof QueryFieldCondition>;

export const ArchivedFilter = Type.Union([
  Type.Literal("both"),
  Type.Literal("none_archived"),
  Type.Literal("archived"),
]);
export type ArchivedFilter = Static<typeof ArchivedFilter>;

/** A group of conditions joined by AND or OR, with link filters and nested groups. */
export const Combinator = Type.Recursive(
  (Self) =>
    Type.Object({
      uuid: Type.Optional(Type.String()),
      id: Type.Optional(Type.Union([Id, Type.String()])),
      combine: Type.Union([Type.Literal("AND"), Type.Literal("OR")]),
      fields: Type.Optional(Type.Array(QueryFieldCondition)),
      links: Type.Optional(
        Type.Array(
          Type.Object({
            /** The link id; its child records must satisfy the nested combinators. */
            id: Id,
            combinators: Type.Optional(Type.Array(Self)),
            where_min: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
            where_max: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
            where_other_type: Type.Optional(
              Nullable(Type.Union([Type.Literal("IN"), Type.Literal("NOT_IN")])),
            ),
            where_other_query: Type.Optional(Nullable(Type.String())),
            where_empty_not_empty: Type.Optional(
              Nullable(Type.Union([Type.Literal("EMPTY"), Type.Literal("NOT_EMPTY")])),
            ),
            include_archived: Type.Optional(Nullable(ArchivedFilter)),
          }),
        ),
      ),
      combinators: Type.Optional(Type.Array(Self)),
    }),
  { $id: "Combinator" },
);
export type Combinator = Static<typeof Combinator>;

export const QueryData = Type.Object({
  combinators: Type.Array(Combinator),
  include_archived: Type.Optional(Nullable(ArchivedFilter)),
});
export type QueryData = Static<typeof QueryData>;

/** A saved query (dossierquery). */
export const Query = Type.Object({
  id: Id,
  uuid: Uuid,
  environment: Type.Optional(Id),
  defDossier: Id,
  data: QueryData,
  translations: Type.Array(
    Type.Object({
      culture: Culture,
      search_name: Type.Optional(Nullable(Type.String())),
      dashboard_name: Type.Optional(Nullable(Type.String())),
    }),
  ),
  ...AuditFields,
});
export type Query = Static<typeof Query>;

const QueryUser = Nullable(Type.Object({ username: Type.String() }));

/**
 * A saved query as the server answers it (GET /dossierquery, GET and PATCH /dossierquery/{id}): the Query
 * schema with its entity. The data is passed on as stored (the service checked it when it was saved).
 */
export const SavedQuery = Type.Object({
  id: Id,
  uuid: Type.String(),
  environment: Id,
  defDossier: Id,
  def_dossier: Type.Object({
    id: Id,
    uuid: Type.String(),
    name: Nullable(Type.String()),
    translations: Type.Array(Type.Unknown()),
  }),
  data: Type.Unsafe<QueryData>(Type.Record(Type.String(), Type.Unknown())),
  translations: Type.Array(
    Type.Object({
      culture: Type.String(),
      search_name: Type.Optional(Nullable(Type.String())),
      dashboard_name: Type.Optional(Nullable(Type.String())),
    }),
  ),
  created_by: QueryUser,
  created_at: Type.String(),
  modified_by: QueryUser,
  modified_at: Type.String(),
});
export type SavedQuery = Static<typeof SavedQuery>;

export const SavedQueryList = Type.Object({ results: Type.Array(SavedQuery), pager: Pager });
export type SavedQueryList = Static<typeof SavedQueryList>;

/** POST /dossierquery/preview: how many records an unsaved query matches, the first of them and the list's items. */
export const QueryPreview = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  rows: Type.Array(ListedRecord),
  items: Type.Array(RecordItemInfo),
});
export type QueryPreview = Static<typeof QueryPreview>;
