/** GET /deffield/{id}: the base field with its options and the data fields that place it. */
export type { BaseFieldDetails } from "../../../../../schemas";
