/**
 * React Query keys of users: the caller (`me`), one user (with the account as super admins see it), the
 * colleagues of an environment and the caller's subscriptions. `meAll` and `one` refresh every read under them.
 */
export const userKeys = {
  meAll: ["me"] as const,
  me: (userId: number | undefined) => ["me", userId] as const,
  one: (userId: number) => ["user", userId] as const,
  account: (userId: number) => ["user", userId, "account"] as const,
  colleagues: (environmentId: number | null | undefined, name: string, page: number) =>
    ["colleagues", environmentId, name, page] as const,
  admins: (environmentId: number | null | undefined) => ["colleagues", environmentId, "admins"] as const,
  subscriptionsAll: ["subscriptions"] as const,
  subscriptions: (environmentId: number | null | undefined, search: string, page: number) =>
    ["subscriptions", environmentId, search, page] as const,
};
