/** React Query keys of webhooks: an environment's pages, one webhook and its delivery log's pages. */
export const webhookKeys = {
  ofEnvironment: (environmentId: number | null | undefined) => ["webhooks", environmentId] as const,
  list: (environmentId: number | null | undefined, name: string, page: number) =>
    ["webhooks", environmentId, name, page] as const,
  one: (webhookId: number) => ["webhook", webhookId] as const,
  deliveries: (webhookId: number, page: number) => ["webhook", webhookId, "deliveries", page] as const,
};
