/** React Query keys of the templates: every list, one template, and the environments one may be made from. */
export const templateKeys = {
  all: ["templates"] as const,
  list: (name: string, page: number, limit: number) => ["templates", "list", name, page, limit] as const,
  one: (id: number) => ["templates", "one", id] as const,
  sources: ["templates", "sources"] as const,
};
