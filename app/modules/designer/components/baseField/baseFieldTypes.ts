import { type FieldType, fieldTypeNames } from "../../../../../engine";

/** Types given on other forms: a link joins two entities, a tree is made from a list's options. */
const OTHER_FORMS: readonly FieldType[] = ["link", "tree"];

/** The order of spec 3-designer section 3; a type the engine adds later comes after these. */
const DESIGNER_ORDER: readonly FieldType[] = [
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

const rank = (type: FieldType) => {
  const index = DESIGNER_ORDER.indexOf(type);
  return index < 0 ? DESIGNER_ORDER.length : index;
};

/** The types a base field can be given: the engine's field types, less those made on other forms. */
export const baseFieldTypes: readonly string[] = fieldTypeNames
  .filter((type) => !OTHER_FORMS.includes(type))
  .sort((a, b) => rank(a) - rank(b));
