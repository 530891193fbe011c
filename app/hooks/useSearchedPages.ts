import { useState } from "react";
import { useDebounced } from "./useDebounced";

/** Spec 1-platform section 9: searches wait 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A paged list searched by text: what is typed (`search`), what the query uses once typing paused
 * (`settled`, trimmed), and the page, which goes back to the first whenever the search changes.
 */
export function useSearchedPages() {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const searchFor = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  return { search, settled, page, setPage, searchFor };
}
