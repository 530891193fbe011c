export { compileQuery } from "./compileQuery";
export { type Day, DEFAULT_TIME_ZONE } from "./days";
export { FILE_KIND_MIMES, FILE_KINDS, type FileKind, isMimeOfKind } from "./fileKinds";
export { matches, type QueryResults } from "./matches";
export {
  and,
  type CompareOp,
  FALSE,
  type FieldRef,
  not,
  or,
  type Predicate,
  type SystemField,
  TRUE,
} from "./predicate";
export { QueryError } from "./QueryError";
export { IN_QUERIES_KEY, toJsonLogic } from "./toJsonLogic";
export type { QueryContext, QueryFieldInfo, QueryRecord, QuerySchema } from "./types";
