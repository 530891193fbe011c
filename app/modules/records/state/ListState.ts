import type { SearchFilter } from "../../../../widgets/types";

export type ArchivedFilter = "" | "both" | "archived";
export type SortOrder = "ASC" | "DESC";

/** One column sort: an item id (or created_at / modified_at) and its order. */
export interface ListSort {
  key: string;
  order: SortOrder;
}

/** What a record list keeps per entity in session storage (spec 2, record list). */
export interface ListState {
  limit: number;
  page: number;
  /** Search filters by search item id. */
  search: Record<string, SearchFilter>;
  /** Advanced-search filters by advanced-search item id. */
  advancedSearch: Record<string, SearchFilter>;
  /** Whether the advanced section of the search panel is open. */
  advanced: boolean;
  archived: ArchivedFilter;
  sort: ListSort | null;
  /** The user pressed Search since opening the list: an entity with disable_immediate_search waits for it. */
  searched: boolean;
}
