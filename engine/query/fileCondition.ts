import { type ConditionScope, unsupported } from "./conditionValues";
import { FILE_KINDS, type FileKind } from "./fileKinds";
import type { Predicate } from "./predicate";

/** file: images / documents / spreadsheets, true when the field holds at least one file of that kind. */
export function fileCondition(scope: ConditionScope, _value: unknown): Predicate {
  const kind = scope.operator as FileKind;
  if (typeof scope.field !== "number" || !FILE_KINDS.includes(kind)) throw unsupported(scope);
  return { kind: "file_kind", field: scope.field, fileKind: kind };
}
