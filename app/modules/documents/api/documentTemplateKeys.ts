/** React Query keys of the document templates: every list of an environment, and one template. */
export const documentTemplateKeys = {
  all: ["documentTemplates"] as const,
  list: (environment: number, search: string, page: number) =>
    ["documentTemplates", "list", environment, search, page] as const,
  one: (id: number) => ["documentTemplates", "one", id] as const,
};
