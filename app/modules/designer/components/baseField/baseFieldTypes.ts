/** The types a base field can be given (spec 3-designer section 3); link and tree come from other forms. */
export const baseFieldTypes: readonly string[] = [
  "text",
  "textarea",
  "amount",
  "url",
  "email",
  "autoIncrement",
  "calc",
  "imageCode",
  "date",
  "time",
  "file",
  "geolocation",
  "list",
  "user",
  "customActionButton",
];
