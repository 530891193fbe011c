import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, Pager } from "./common";

/** A display item an answer holds: its id, the value key (f{field}, l{link}, m{name}) and what it allows. */
export const RecordItemInfo = Type.Object({
  id: Id,
  key: Type.String(),
  label: Type.String(),
  type: Type.String(),
  position: Id,
  sortable: Type.Boolean(),
  aggregations: Type.Array(Type.String()),
  editable: Type.Boolean(),
  required: Type.Boolean(),
});
export type RecordItemInfo = Static<typeof RecordItemInfo>;

/** An aggregate of a list column over every matching record (admins ask for them). */
export const ListAggregation = Type.Object({
  field: Id,
  function: Type.String(),
  value: Nullable(Type.Union([Type.Number(), Type.String()])),
});
export type ListAggregation = Static<typeof ListAggregation>;

const RecordMetadata = {
  id: Id,
  uuid: Type.String(),
  def_dossier_id: Id,
  environment_id: Id,
  summary: Nullable(Type.String()),
  archived: Type.Boolean(),
  created_at: Type.String(),
  modified_at: Type.String(),
  created_by: Nullable(Type.String()),
  modified_by: Nullable(Type.String()),
  /** Raised by every change of the record's values; a save sends the version it started from. */
  version: Type.Integer({ minimum: 1 }),
  subscribed: Type.Boolean(),
  /** Values by display item id. */
  content: Type.Record(Type.String(), Type.Unknown()),
};

/** One record of a list answer (GET {contentdossier}). */
export const ListedRecord = Type.Object({
  ...RecordMetadata,
  /** The same values as stored contents: by data field or link id. */
  contents: Type.Array(
    Type.Object({ item: Id, field: Type.Optional(Id), link: Type.Optional(Id), value: Type.Unknown() }),
  ),
  /** The values as people read them, when asked for with `formatted`. */
  formatted: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ListedRecord = Static<typeof ListedRecord>;

const LabelKind = Type.Union([Type.Literal("user"), Type.Literal("record"), Type.Literal("file")]);

/** GET {contentdossier}: a page of records, the view's items, the aggregations asked for and the pager. */
export const RecordListAnswer = Type.Object({
  results: Type.Array(ListedRecord),
  items: Type.Array(RecordItemInfo),
  aggregations: Type.Array(ListAggregation),
  pager: Pager,
  /** With `labels=1`: labels of the users, records and files the values point at, by kind and id. */
  labels: Type.Optional(Type.Record(LabelKind, Type.Record(Type.String(), Type.String()))),
});
export type RecordListAnswer = Static<typeof RecordListAnswer>;

/** GET {contentdossier}/{id}: the record's values by display item id, with the caller's flags. */
export const RecordDetail = Type.Object({
  ...RecordMetadata,
  dossier: Type.Object({ id: Id, summary: Nullable(Type.String()), archived: Type.Boolean() }),
  /** The values as people read them, by display item id. */
  formatted: Type.Record(Type.String(), Type.String()),
  items: Type.Array(RecordItemInfo),
  favorite: Type.Boolean(),
  /**
   * The condition queries with link criteria (settings.condition_query of the items) the record matches,
   * by uuid: evaluated by the server, read by the engine's visibility rules. Empty for admins.
   */
  in_queries: Type.Optional(Type.Array(Type.String())),
});
export type RecordDetail = Static<typeof RecordDetail>;

/** POST {contentdossier} (201) and POST {contentdossier}/merge (201): the new record. */
export const CreatedRecord = Type.Object({ id: Id, uuid: Type.String(), summary: Nullable(Type.String()) });
export type CreatedRecord = Static<typeof CreatedRecord>;

/** PUT and PATCH {contentdossier}/{id}: the record's summary and version after the save. */
export const SavedRecord = Type.Object({
  id: Id,
  summary: Nullable(Type.String()),
  version: Type.Integer({ minimum: 1 }),
});
export type SavedRecord = Static<typeof SavedRecord>;

/** PUT /dossier/massupdate: the records updated, with their summaries and versions. */
export const MassUpdateAnswer = Type.Object({ results: Type.Array(SavedRecord) });
export type MassUpdateAnswer = Static<typeof MassUpdateAnswer>;

/** GET /credential_allowed: whether the caller holds the action on the entity (or record). */
export const CredentialAllowed = Type.Object({ allowed: Type.Boolean() });
export type CredentialAllowed = Static<typeof CredentialAllowed>;

/** POST {dossier}/fieldpath: the values a field path reaches from a record. */
export const FieldPathValues = Type.Object({ path: Type.String(), values: Type.Array(Type.Unknown()) });
export type FieldPathValues = Static<typeof FieldPathValues>;

/** GET {contentdossier}/quicksearch: records of the environment whose summary holds the text. */
export const QuickSearchResult = Type.Object({
  id: Id,
  summary: Nullable(Type.String()),
  def_dossier_id: Id,
  /** The entity's plural name in the locale asked for (else the environment's first). */
  entity: Type.String(),
});
export type QuickSearchResult = Static<typeof QuickSearchResult>;

export const QuickSearchAnswer = Type.Object({ results: Type.Array(QuickSearchResult) });
export type QuickSearchAnswer = Static<typeof QuickSearchAnswer>;

/** GET {contentdossier}/{id}/archive and /dearchive: the record and every record archived with it. */
export const ArchiveAnswer = Type.Object({ id: Id, archived: Type.Boolean(), records: Type.Array(Id) });
export type ArchiveAnswer = Static<typeof ArchiveAnswer>;

/** A record the caller follows (GET {contentdossier}/subscriptions). */
export const FollowedRecord = Type.Object({
  content_dossier_id: Id,
  def_dossier_id: Id,
  summary: Nullable(Type.String()),
  archived: Type.Boolean(),
  /** When the caller began to follow it. */
  created_at: Type.String(),
});
export type FollowedRecord = Static<typeof FollowedRecord>;

export const FollowedRecordList = Type.Object({ results: Type.Array(FollowedRecord), pager: Pager });
export type FollowedRecordList = Static<typeof FollowedRecordList>;

/** POST /dossier/{id}/contentlist/{linkId}(/{childId}): the record and the ids its link now holds. */
export const ContentListAnswer = Type.Object({ id: Id, ids: Type.Array(Id) });
export type ContentListAnswer = Static<typeof ContentListAnswer>;
