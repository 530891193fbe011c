import type { QuickSearchAnswer, QuickSearchResult } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A record the quick search found (GET /contentdossier/quicksearch), as the server declares it. */
export type { QuickSearchResult } from "../../../../schemas";

/** The quick search shows 10 records at most (spec 2-records section 9). */
export const QUICK_SEARCH_LIMIT = 10;

/** Records of the environment whose summary holds the text, most recently modified first. */
export async function quickSearch(
  environment: number,
  search: string,
  locale: string,
  signal?: AbortSignal,
): Promise<QuickSearchResult[]> {
  const answer = await api<QuickSearchAnswer>("/contentdossier/quicksearch", {
    query: { environment, search, limit: QUICK_SEARCH_LIMIT, locale },
    ...(signal ? { signal } : {}),
  });
  return answer.results.slice(0, QUICK_SEARCH_LIMIT);
}
