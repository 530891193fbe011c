/** React Query keys of events: an environment's pages and the whole list a webhook chooses from. */
export const eventKeys = {
  ofEnvironment: (environmentId: number | null | undefined) => ["events", environmentId] as const,
  list: (environmentId: number | null | undefined, name: string, page: number) =>
    ["events", environmentId, name, page] as const,
  choices: (environmentId: number | null | undefined) => ["events", environmentId, "all"] as const,
};
