/** A base field as GET /deffield lists it; a placed one (used) keeps its type and cannot be deleted. */
export type { ListedBaseField } from "../../../../../schemas";
