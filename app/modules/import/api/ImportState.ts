/** A field of the entity's edit view that a column can fill. */
export interface ImportField {
  id: number;
  label: string;
  type: string;
  required: boolean;
  multiple: boolean;
}

/** One problem of one row of the file. */
export interface ImportRowError {
  row: number;
  column: string | null;
  field: string | null;
  message: string;
}

export type ImportStatus =
  | "uploaded"
  | "checking"
  | "checked"
  | "importing"
  | "writing"
  | "imported"
  | "failed";

/** An import as GET /import/{id} answers it. */
export interface ImportState {
  id: number;
  defDossier: number;
  environment: number;
  filename: string;
  columns: string[];
  rowCount: number;
  fields: ImportField[];
  /** Column index to display item id. */
  mapping: Record<string, number>;
  status: ImportStatus;
  processed: number;
  errorCount: number;
  errors: ImportRowError[];
  created: number;
  preview?: string[][];
}
