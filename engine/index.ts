export { type CompileOptions, compile, nowOf } from "./compile";
export { readsLinks, serverConditionQueries } from "./conditionQuery";
export { type Changes, evaluate, type FormState, type PathValues, type Values } from "./evaluate";
export {
  baseFieldTypeNames,
  type FieldType,
  fieldTypeNames,
  fieldTypeOf,
  fieldTypes,
  isBaseFieldType,
  isFieldType,
} from "./fields";
export { fieldKeyOf } from "./items";
export type { CompiledItem, CompiledPosition, ViewKind, ViewModel } from "./model";
export { contentsFromValues, valuesFromContents } from "./recordValues";
export { itemAllowed, optionAccess, roleIds } from "./roles";
export type * from "./types";
export { INVALID_MESSAGE, REQUIRED_MESSAGE, validate, writableValues } from "./validate";
export { isEmptyValue } from "./values";
