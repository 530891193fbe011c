import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, Pager } from "./common";

/** A stored file; its content is at /file/{id}/download. */
export const StoredFile = Type.Object({
  id: Id,
  filename: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.Optional(Nullable(Type.String())),
  mime: Type.Optional(Nullable(Type.String({ pattern: "^[\\w.+-]+/[\\w.+-]+" }))),
});
export type StoredFile = Static<typeof StoredFile>;

/** The body of POST /file: a name and the content (a data URL); the answer gives the new id. */
export const FileUpload = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.Optional(Nullable(Type.String())),
  file: Type.String({ minLength: 1, description: "the content as a data URL" }),
  environment: Id,
});
export type FileUpload = Static<typeof FileUpload>;

/** A file as the server answers it: POST /file (201) answers the new one. */
export const FileInfo = Type.Object({
  id: Id,
  uuid: Type.String(),
  environment_id: Id,
  name: Type.String(),
  filename: Type.String(),
  description: Nullable(Type.String()),
  mime: Type.String(),
  size: Type.Number({ minimum: 0 }),
  created_at: Type.String(),
});
export type FileInfo = Static<typeof FileInfo>;

/** A file of the environment as GET /file lists it: who uploaded it and where records use it. */
export const EnvironmentFile = Type.Object({
  ...FileInfo.properties,
  created_by: Nullable(Type.Object({ id: Id, username: Nullable(Type.String()) })),
  /** Per entity: how many records hold the file, and (when the caller may see them) the first ids. */
  used_in: Type.Array(
    Type.Object({ def_dossier_id: Id, records: Type.Integer({ minimum: 0 }), record_ids: Type.Array(Id) }),
  ),
});
export type EnvironmentFile = Static<typeof EnvironmentFile>;

export const EnvironmentFileList = Type.Object({ results: Type.Array(EnvironmentFile), pager: Pager });
export type EnvironmentFileList = Static<typeof EnvironmentFileList>;
