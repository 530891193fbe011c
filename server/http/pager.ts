import type { Pager } from "../../schemas";

export interface PageRequest {
  /** 1-based; page 0 and anything unreadable mean the first page. */
  page: number;
  limit: number;
  offset: number;
}

/** The spec's page sizes: over 200 (or unreadable) falls back to 50, or to the list's own default. */
export const MAX_LIMIT = 200;
export const FALLBACK_LIMIT = 50;

export function pageRequest(
  query: { limit?: unknown; page?: unknown },
  defaultLimit = FALLBACK_LIMIT,
): PageRequest {
  const askedLimit = Number(query.limit);
  let limit = defaultLimit;
  if (query.limit !== undefined && query.limit !== "") {
    limit =
      Number.isInteger(askedLimit) && askedLimit >= 1 && askedLimit <= MAX_LIMIT
        ? askedLimit
        : FALLBACK_LIMIT;
  }
  const askedPage = Number(query.page);
  const page = Number.isInteger(askedPage) && askedPage >= 1 && askedPage <= 1_000_000 ? askedPage : 1;
  return { page, limit, offset: (page - 1) * limit };
}

export function pagerOf(request: PageRequest, items: number): Pager {
  return {
    current: request.page,
    pages: Math.ceil(items / request.limit),
    items,
    limit: request.limit,
  };
}

/** The pager of a list answered whole, in one page. */
export function wholeList(items: number): Pager {
  return { current: 1, pages: items > 0 ? 1 : 0, items, limit: Math.max(items, 1) };
}
