import type { DataField } from "../../../../schemas";
import { operatorsFor } from "./operatorsFor";

/** A field a condition can be on: a data field by id, or a system field by name. */
export interface QueryableField {
  id: number | "created_at" | "modified_at" | "created_by" | "modified_by";
  /** The field type that decides the operators. */
  type: string;
  label: string;
  /** List options, for list fields. */
  options: { id: number; label: string }[];
}

/** The record's own fields every entity has; their labels are message ids. */
export const SYSTEM_FIELDS: readonly QueryableField[] = [
  { id: "created_at", type: "systemdate", label: "Created at", options: [] },
  { id: "modified_at", type: "systemdate", label: "Modified at", options: [] },
  { id: "created_by", type: "systemuser", label: "Created by", options: [] },
  { id: "modified_by", type: "systemuser", label: "Modified by", options: [] },
];

/** The entity's data fields of the types a query can filter on (the others are not offered), by name. */
export function queryableFields(fields: readonly DataField[]): QueryableField[] {
  return fields
    .filter((field) => operatorsFor(field.def_field.type).length > 0)
    .map((field) => ({
      id: field.id,
      type: field.def_field.type,
      label: field.name,
      options: (field.def_field_lists ?? field.def_field.def_field_lists ?? []).map((option) => ({
        id: option.id,
        label: optionLabel(option),
      })),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function optionLabel(option: {
  id: number;
  translations?: { text?: string | null }[] | null;
  name?: string | null;
}) {
  return option.translations?.find((translation) => translation.text)?.text ?? option.name ?? `#${option.id}`;
}
