export { type CompileOptions, compile } from "./compile";
export { type Changes, evaluate, type FormState, type PathValues, type Values } from "./evaluate";
export { fieldTypeOf, fieldTypes } from "./fields";
export type { CompiledItem, CompiledPosition, ViewKind, ViewModel } from "./model";
export { contentsFromValues, valuesFromContents } from "./recordValues";
export { itemAllowed, optionAccess } from "./roles";
export type * from "./types";
export { INVALID_MESSAGE, REQUIRED_MESSAGE, validate, writableValues } from "./validate";
export { isEmptyValue } from "./values";
