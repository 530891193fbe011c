export { type CompileOptions, compile, nowOf, readsClockBeyondDefaults, withDefaultsNow } from "./compile";
export { readsLinks, serverConditionQueries } from "./conditionQuery";
export { type Changes, evaluate, type FormState, type PathValues, type Values } from "./evaluate";
export { type CsvRecord, CsvWriter, csvFileName, csvHeader, csvLine } from "./export/csv";
export {
  baseFieldTypeNames,
  type FieldType,
  type FormatContext,
  fieldTypeNames,
  fieldTypeOf,
  fieldTypes,
  isBaseFieldType,
  isFieldType,
  messages,
} from "./fields";
export { calendarDateOf, isIsoDate, todayIn, toStoredDateTime, zoneOf } from "./fields/dates";
export { DEFAULT_ZOOM } from "./fields/geolocation";
export { htmlToText, truncate } from "./fields/html";
export { idsOf } from "./fields/shared";
export { TEXT_DEFAULT_SIZE, TEXT_MAX_LENGTH } from "./fields/text";
export { LIST_CUT_OFF } from "./fields/textarea";
export { fieldKeyOf } from "./items";
export type { CompiledItem, CompiledPosition, ViewKind, ViewModel } from "./model";
export { contentsFromValues, valuesFromContents } from "./recordValues";
export { itemAllowed, optionAccess, roleIds } from "./roles";
export type * from "./types";
export { INVALID_MESSAGE, REQUIRED_MESSAGE, validate, writableValues } from "./validate";
export { isEmptyValue } from "./values";
export { sourceViews } from "./views";
