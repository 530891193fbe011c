import { type Static, Type } from "@sinclair/typebox";
import { AuditFields, Id, Nullable, Uuid } from "./common";

/**
 * One stored value of a record: for a data field (`field`, the data field id) or a link (`link`, the link id).
 * Value encodings per field type are listed in the README.
 */
export const RecordContent = Type.Object({
  field: Type.Optional(Id),
  link: Type.Optional(Id),
  value: Type.Unknown(),
});
export type RecordContent = Static<typeof RecordContent>;

/** A record (content dossier). */
export const DossierRecord = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
  def_dossier_id: Id,
  environment_id: Type.Optional(Id),
  summary: Type.Optional(Nullable(Type.String())),
  archived: Type.Boolean(),
  subscribed: Type.Optional(Type.Boolean()),
  favorite: Type.Optional(Type.Boolean()),
  contents: Type.Array(RecordContent),
  ...AuditFields,
});
export type DossierRecord = Static<typeof DossierRecord>;
