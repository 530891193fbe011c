import { pageSizeOf } from "../utils/pageSizeOf";
import { DEFAULT_LIST_STATE } from "./DEFAULT_LIST_STATE";
import type { ArchivedFilter, ListState } from "./ListState";

const keyPrefix = "docket.list.";
const ARCHIVED: readonly ArchivedFilter[] = ["", "both", "archived"];

const keyOf = (entityId: number) => `${keyPrefix}${entityId}`;
const isObject = (value: unknown): value is Record<string, never> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A list's saved state per entity in session storage; anything unreadable falls back to the defaults. */
export const listStateStorage = {
  read(entityId: number): ListState {
    let saved: unknown;
    try {
      saved = JSON.parse(sessionStorage.getItem(keyOf(entityId)) ?? "null");
    } catch {
      saved = null;
    }
    if (!isObject(saved)) return DEFAULT_LIST_STATE;
    const s = saved as Partial<Record<keyof ListState, unknown>>;
    const page = Number(s.page);
    const sort = isObject(s.sort) ? (s.sort as unknown as ListState["sort"]) : null;
    return {
      limit: pageSizeOf(s.limit),
      page: Number.isInteger(page) && page > 0 ? page : 1,
      search: isObject(s.search) ? s.search : {},
      advancedSearch: isObject(s.advancedSearch) ? s.advancedSearch : {},
      advanced: s.advanced === true,
      archived: ARCHIVED.includes(s.archived as ArchivedFilter) ? (s.archived as ArchivedFilter) : "",
      sort:
        sort && (sort.order === "ASC" || sort.order === "DESC") && typeof sort.key === "string" ? sort : null,
      searched: s.searched === true,
    };
  },
  write(entityId: number, state: ListState): void {
    sessionStorage.setItem(keyOf(entityId), JSON.stringify(state));
  },
  /** Forgets every list's state (when the user leaves the record pages). */
  clear(): void {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(keyPrefix)) sessionStorage.removeItem(key);
  },
};
