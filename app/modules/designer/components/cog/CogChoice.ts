/** What the admin cog opens in place: one of the designer's editors. */
export type CogChoice = "displayField" | "dataField" | "baseField" | "linkField";
