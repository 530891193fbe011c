/** React Query keys of the templates: every list, and one template. */
export const templateKeys = {
  all: ["templates"] as const,
  list: (name: string, page: number, limit: number) => ["templates", "list", name, page, limit] as const,
  one: (id: number) => ["templates", "one", id] as const,
};
