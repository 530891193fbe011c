import { useState } from "react";
import type { ViewModel } from "../../../../engine";
import { SearchPanel } from "../../records/components/SearchPanel";
import type { ListState } from "../../records/state/ListState";

export interface PreviewSearchProps {
  /** The compiled search view (absent when the advanced-search view is previewed). */
  search: ViewModel | undefined;
  advancedSearch: ViewModel | undefined;
}

/**
 * The search views as the record list draws them, in its search panel. Search and Reset read nothing; only
 * the advanced toggle and the archive choice follow, so the panel behaves as users will see it.
 */
export function PreviewSearch({ search, advancedSearch }: PreviewSearchProps) {
  const [state, setState] = useState<ListState>({
    limit: 25,
    page: 1,
    search: {},
    advancedSearch: {},
    advanced: search === undefined,
    archived: "",
    sort: null,
    searched: false,
  });
  return (
    <SearchPanel
      {...(search ? { search } : {})}
      {...(advancedSearch ? { advancedSearch } : {})}
      state={state}
      onApply={({ advanced, archived }) =>
        setState((before) => ({
          ...before,
          ...(advanced !== undefined ? { advanced } : {}),
          ...(archived !== undefined ? { archived } : {}),
        }))
      }
      onReset={() => {}}
    />
  );
}
