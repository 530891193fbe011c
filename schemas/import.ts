import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable } from "./common";

/** A field of the entity's edit view that a column can fill. */
export const ImportField = Type.Object({
  id: Id,
  label: Type.String(),
  type: Type.String(),
  required: Type.Boolean(),
  multiple: Type.Boolean(),
});
export type ImportField = Static<typeof ImportField>;

/** One problem of one row of the file: its line, the column and field it concerns, the message. */
export const ImportRowError = Type.Object({
  row: Type.Integer(),
  column: Nullable(Type.String()),
  field: Nullable(Type.String()),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

const importStatuses = [
  "uploaded",
  "checking",
  "checked",
  "importing",
  "writing",
  "imported",
  "failed",
] as const;
export type ImportStatus = (typeof importStatuses)[number];

/**
 * An import as POST /import (201), GET /import/{id} and POST /import/{id}/check or /run (202) answer it:
 * the file's columns, the fields and mapping, and how far a run is.
 */
export const ImportState = Type.Object({
  id: Id,
  defDossier: Id,
  environment: Id,
  filename: Type.String(),
  columns: Type.Array(Type.String()),
  rowCount: Type.Integer({ minimum: 0 }),
  fields: Type.Array(ImportField),
  /** Column index (from 0) to display item id. */
  mapping: Type.Record(Type.String(), Id),
  status: Type.Unsafe<ImportStatus>({ type: "string", enum: [...importStatuses] }),
  processed: Type.Integer({ minimum: 0 }),
  errorCount: Type.Integer({ minimum: 0 }),
  errors: Type.Array(ImportRowError),
  created: Type.Integer({ minimum: 0 }),
  /** The first rows of the file, cell by cell. */
  preview: Type.Optional(Type.Array(Type.Array(Type.String()))),
});
export type ImportState = Static<typeof ImportState>;
