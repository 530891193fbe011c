import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, Pager } from "./common";

/** A Word document template (GET /kedocx): a .docx whose {tags} a record's values fill. */
export const DocumentTemplate = Type.Object({
  id: Id,
  uuid: Type.String(),
  environment_id: Id,
  /** The entity whose records fill it; null: any entity of the environment. */
  def_dossier_id: Nullable(Id),
  name: Type.String(),
  /** The name per locale code. */
  translations: Type.Record(Type.String(), Type.String()),
  filename: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  created_by: Nullable(Type.String()),
  created_at: Type.String(),
  modified_at: Type.String(),
});
export type DocumentTemplate = Static<typeof DocumentTemplate>;

export const DocumentTemplateList = Type.Object({ results: Type.Array(DocumentTemplate), pager: Pager });
export type DocumentTemplateList = Static<typeof DocumentTemplateList>;

/** GET /kedocx/{id}: the tags its file uses, and each item of its entity the caller may see with its tags. */
export const DocumentTemplateDetail = Type.Composite([
  DocumentTemplate,
  Type.Object({
    tags: Type.Array(Type.String()),
    offered: Type.Array(Type.Object({ label: Type.String(), tags: Type.Array(Type.String()) })),
  }),
]);
export type DocumentTemplateDetail = Static<typeof DocumentTemplateDetail>;
