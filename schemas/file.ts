import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable } from "./common";

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
