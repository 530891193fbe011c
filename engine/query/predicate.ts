import type { Day } from "./days";
import type { FileKind } from "./fileKinds";

export type SystemField = "created_at" | "modified_at" | "created_by" | "modified_by" | "id";

/** A data field id, or a system field of the record itself. */
export type FieldRef = number | SystemField;

export type CompareOp = "eq" | "gt" | "gte" | "lt" | "lte";

/**
 * One compiled query: plain JSON data (no functions, no classes), so it can be cached, logged, sent
 * over the wire and translated by any back end. Every constant in it is already resolved: relative dates
 * are absolute days, "current_user" is a user id. See README.md for the meaning of each node.
 */
export type Predicate =
  | { kind: "true" }
  | { kind: "false" }
  | { kind: "and"; children: Predicate[] }
  | { kind: "or"; children: Predicate[] }
  | { kind: "not"; child: Predicate }
  /** The record's archived flag equals `archived`. */
  | { kind: "archived"; archived: boolean }
  /** The value is not filled in (null, "", blank, [] or absent). */
  | { kind: "empty"; field: FieldRef }
  /** Case-insensitive text: `exact` equality or `like` (substring). */
  | { kind: "text"; field: FieldRef; op: "exact" | "like"; value: string }
  /** The value read as a number (`running_number`: the trailing digits of an autoIncrement value). */
  | { kind: "number"; field: FieldRef; op: CompareOp; value: number; read: "number" | "running_number" }
  /** The calendar day of the value in `timezone`, compared with a day. */
  | { kind: "day"; field: FieldRef; op: CompareOp; value: Day; timezone: string }
  /** The day and month of the value fall within `days` days from `today` (today included, wrapping the year end). */
  | { kind: "anniversary"; field: FieldRef; today: Day; days: number; timezone: string }
  /** The value's ids (list options, users) include at least one of `ids`. */
  | { kind: "contains_any"; field: FieldRef; ids: number[] }
  /**
   * Children over link `link` that satisfy `where`: `some` (at least one), `none` (not one),
   * `count` (between `min` and `max` inclusive; max null means no upper bound).
   */
  | { kind: "link"; link: number; where: Predicate; match: "some" }
  | { kind: "link"; link: number; where: Predicate; match: "none" }
  | { kind: "link"; link: number; where: Predicate; match: "count"; min: number; max: number | null }
  /** The file field holds at least one file whose MIME type is of `fileKind` (fileKinds.ts). */
  | { kind: "file_kind"; field: number; fileKind: FileKind }
  /** The record is among the results of the saved query with this uuid. */
  | { kind: "in_query"; query: string };

export type PredicateKind = Predicate["kind"];

export const TRUE: Predicate = { kind: "true" };
export const FALSE: Predicate = { kind: "false" };

/** Conjunction, folded: constants drop out or decide, one child stands alone, nested ANDs flatten. */
export function and(children: Predicate[]): Predicate {
  const kept: Predicate[] = [];
  for (const child of children) {
    if (child.kind === "false") return FALSE;
    if (child.kind === "and") kept.push(...child.children);
    else if (child.kind !== "true") kept.push(child);
  }
  if (kept.length === 0) return TRUE;
  return kept.length === 1 ? (kept[0] as Predicate) : { kind: "and", children: kept };
}

/** Disjunction, folded like `and`. */
export function or(children: Predicate[]): Predicate {
  const kept: Predicate[] = [];
  for (const child of children) {
    if (child.kind === "true") return TRUE;
    if (child.kind === "or") kept.push(...child.children);
    else if (child.kind !== "false") kept.push(child);
  }
  if (kept.length === 0) return FALSE;
  return kept.length === 1 ? (kept[0] as Predicate) : { kind: "or", children: kept };
}

export function not(child: Predicate): Predicate {
  if (child.kind === "true") return FALSE;
  if (child.kind === "false") return TRUE;
  if (child.kind === "not") return child.child;
  return { kind: "not", child };
}
