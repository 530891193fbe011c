/** React Query keys of files: an environment's pages, one page. */
export const fileKeys = {
  ofEnvironment: (environmentId: number | null | undefined) => ["files", environmentId] as const,
  list: (environmentId: number | null | undefined, search: string, page: number) =>
    ["files", environmentId, search, page] as const,
};
