import { FIELD_TYPES, type FieldTypeName } from "../../schemas/names";

/** A link joins two entities: it is made on the link form (defdossierlink), never as a base field. */
const MADE_ON_OTHER_FORMS: readonly FieldTypeName[] = ["link"];

/** The order of spec 3-designer section 3 (tree beside list, whose options it arranges); later types follow. */
const DESIGNER_ORDER: readonly FieldTypeName[] = [
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
  "tree",
  "user",
  "customActionButton",
];

const rank = (type: FieldTypeName) => {
  const index = DESIGNER_ORDER.indexOf(type);
  return index < 0 ? DESIGNER_ORDER.length : index;
};

/**
 * The types a base field can be given, from the field-type catalog: the one list the designer offers and
 * the server accepts on POST and PATCH /deffield.
 */
export const baseFieldTypeNames: readonly FieldTypeName[] = FIELD_TYPES.filter(
  (type) => !MADE_ON_OTHER_FORMS.includes(type),
).sort((a, b) => rank(a) - rank(b));

/** Whether a base field may be given this type. */
export function isBaseFieldType(type: string): boolean {
  return (baseFieldTypeNames as readonly string[]).includes(type);
}
