import { baseFieldTypeNames } from "../../../../../engine";

/** The types a base field can be given: the engine's list, the same one the server checks against. */
export const baseFieldTypes: readonly string[] = baseFieldTypeNames;
