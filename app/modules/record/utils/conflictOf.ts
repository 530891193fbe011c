import { bodyOf } from "../../../api/bodyOf";
import { statusOf } from "../../../api/statusOf";

export interface ExistingRecord {
  id: number;
  summary: string | null;
}

/** A 409 on create or save: the records holding the same unique values, and whether it may be overridden. */
export interface Conflict {
  existing: ExistingRecord[];
  constraintType: string;
  errors: Record<string, string>;
}

/** The conflict a failed create or save answered, or undefined for any other failure. */
export function conflictOf(error: unknown): Conflict | undefined {
  if (statusOf(error) !== 409) return undefined;
  const body = bodyOf(error) as { existing?: unknown; constraint_type?: unknown; errors?: unknown };
  const existing = Array.isArray(body.existing) ? (body.existing as ExistingRecord[]) : [];
  const errors = Object.fromEntries(
    Object.entries((body.errors as Record<string, unknown>) ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  return {
    existing,
    constraintType: typeof body.constraint_type === "string" ? body.constraint_type : "warning",
    errors,
  };
}
