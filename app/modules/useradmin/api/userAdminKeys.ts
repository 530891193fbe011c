/** React Query keys of the user administration: an environment's users (pages), one user's membership. */
export const userAdminKeys = {
  ofEnvironment: (environmentId: number | null | undefined) => ["adminUsers", environmentId] as const,
  list: (environmentId: number | null | undefined, search: string, page: number) =>
    ["adminUsers", environmentId, search, page] as const,
  membership: (userId: number, environmentId: number | null | undefined) =>
    ["membership", userId, environmentId] as const,
};
