/**
 * React Query keys of the designer's fields: base fields (an environment's list, one, its list options), one
 * data field, link or display item as its editor reads it, and what a link or setting may choose from.
 */
export const fieldKeys = {
  baseFields: (environmentId: number | undefined) => ["baseFields", environmentId] as const,
  baseField: (baseFieldId: number | undefined) => ["baseField", baseFieldId] as const,
  listOptions: (baseFieldId: number | undefined) => ["listOptions", baseFieldId] as const,
  dataField: (dataFieldId: number | undefined) => ["dataField", dataFieldId] as const,
  link: (linkId: number | undefined) => ["link", linkId] as const,
  displayItem: (itemId: number) => ["displayItem", itemId] as const,
  /** The entities a new link of the environment may point to. */
  linkTargets: (environmentId: number | undefined) => ["linkTargets", environmentId] as const,
  /** The saved queries a link to the target entity may filter by. */
  linkQueries: (environmentId: number | undefined, target: number | undefined) =>
    ["linkQueries", environmentId, target] as const,
  /** A setting's choices read from the API. */
  settingChoices: (url: string, query: unknown) => ["settingChoices", url, query] as const,
};
