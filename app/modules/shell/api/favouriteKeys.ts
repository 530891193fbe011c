/** React Query keys of the caller's favourites: every page, an environment's pages, one page. */
export const favouriteKeys = {
  all: ["favorites"] as const,
  ofEnvironment: (environmentId: number | null | undefined) => ["favorites", environmentId] as const,
  list: (environmentId: number | null | undefined, search: string, page: number) =>
    ["favorites", environmentId, search, page] as const,
};
