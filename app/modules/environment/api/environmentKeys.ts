/**
 * React Query keys of the environments: one environment with its languages, roles, modules and entities (as
 * the shell reads the chosen one), the picker's pages, and the languages Docket offers.
 */
export const environmentKeys = {
  one: (environmentId: number | null | undefined) => ["environment", environmentId] as const,
  /** Every page of the picker. */
  lists: ["environments"] as const,
  list: (name: string, page: number) => ["environments", name, page] as const,
  /** The languages an environment may add (GET /locale). */
  locales: ["locales"] as const,
};
