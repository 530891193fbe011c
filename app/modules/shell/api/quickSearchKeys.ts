/** React Query keys of the top bar's quick search: one search of an environment in a language. */
export const quickSearchKeys = {
  search: (environmentId: number | null | undefined, search: string, locale: string) =>
    ["quicksearch", environmentId, search, locale] as const,
};
