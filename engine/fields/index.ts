import { FIELD_TYPES, type FieldTypeName } from "../../schemas/names";
import type { FieldTypeModule, ItemDefinition } from "../types";
import amount from "./amount";
import autoIncrement from "./autoIncrement";
import calc from "./calc";
import customActionButton from "./customActionButton";
import date from "./date";
import dossierData, { isSortableMetadata } from "./dossierData";
import email from "./email";
import file from "./file";
import geolocation from "./geolocation";
import imageCode from "./imageCode";
import link from "./link";
import list from "./list";
import text from "./text";
import textarea from "./textarea";
import time from "./time";
import tree from "./tree";
import url from "./url";
import user from "./user";

export { baseFieldTypeNames, isBaseFieldType } from "./baseFieldTypes";
export { messages } from "./messages";
export type { FormatContext } from "./shared";
export { isValidBsn, isValidIban } from "./validators";

/** The name of a field type Docket knows; the list itself lives with the metadata schemas (one layer down). */
export type FieldType = FieldTypeName;

/** Every field type name, in the designer's order of the spec. */
export const fieldTypeNames: readonly FieldType[] = FIELD_TYPES;

/**
 * Every field type by name, plus "dossier_data" for record metadata items. Keyed by the union, so a type
 * without a module does not compile. Value schemas describe a filled-in value: callers test isEmpty first,
 * since null, "", [] and absent all mean "not filled in".
 */
const catalog: Readonly<Record<FieldType | "dossier_data", FieldTypeModule>> = {
  text,
  textarea,
  amount,
  autoIncrement,
  calc,
  customActionButton,
  date,
  email,
  link,
  list,
  tree,
  time,
  url,
  user,
  file,
  imageCode,
  geolocation,
  dossier_data: dossierData,
};

export const fieldTypes: Readonly<Record<string, FieldTypeModule>> = catalog;

/** Whether a type name is one of Docket's field types (not record metadata, not an unknown type). */
export function isFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/** The module of a field type, or undefined for a type Docket does not know ('Unknown field type'). */
export function fieldTypeOf(type: string): FieldTypeModule | undefined {
  return Object.hasOwn(fieldTypes, type) ? fieldTypes[type] : undefined;
}

/** Whether a list can be sorted on an item: its type's rule, narrowed per item for record metadata. */
export function isSortable(item: ItemDefinition): boolean {
  if (item.type === "dossier_data") return isSortableMetadata(item);
  return fieldTypeOf(item.type)?.sortable ?? false;
}
