import type { ListedBaseField } from "./ListedBaseField";

/** GET /deffield/{id}: the base field with its options and the data fields that place it. */
export type BaseFieldDetails = ListedBaseField & {
  usage: { id: number; uuid: string; name: string; def_dossier_id: number }[];
};
