/** React Query keys of the logs: the change log's and the user activity's pages, the user a filter names. */
export const logKeys = {
  environmentLog: (environmentId: number, filters: unknown, page: number, locale: string) =>
    ["environment-log", environmentId, filters, page, locale] as const,
  userActivity: (environmentId: number, filters: unknown, page: number) =>
    ["user-activity", environmentId, filters, page] as const,
  filterUser: (userId: number | undefined, environmentId: number | null | undefined) =>
    ["log-filter-user", userId, environmentId] as const,
};
