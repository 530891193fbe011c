import type { ListState } from "./ListState";

/** A list before the user changes anything: 50 a page, the first page, no filters, not archived, no search. */
export const DEFAULT_LIST_STATE: ListState = {
  limit: 50,
  page: 1,
  search: {},
  advancedSearch: {},
  advanced: false,
  archived: "",
  sort: null,
  searched: false,
};
