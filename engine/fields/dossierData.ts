import { DOSSIER_DATA } from "../../schemas/names";
import type { FieldTypeModule, ItemDefinition, JsonSchema } from "../types";
import { dateLocaleOf, formatDateValue, zoneOf } from "./dates";
import { isBlank } from "./shared";

type Metadata = (typeof DOSSIER_DATA)[number];

const metadataOf = (item: ItemDefinition): Metadata | undefined =>
  DOSSIER_DATA.find((metadata) => metadata === item.settings.dossier_data);

const isMoment = (metadata: Metadata | undefined) => metadata === "created_at" || metadata === "modified_at";

const SCHEMAS: Record<Metadata, JsonSchema> = {
  created_at: { type: "string", format: "date-time" },
  modified_at: { type: "string", format: "date-time" },
  created_by: {
    anyOf: [
      { type: "string" },
      { type: "object", properties: { username: { type: "string" } }, required: ["username"] },
    ],
  },
  modified_by: {
    anyOf: [
      { type: "string" },
      { type: "object", properties: { username: { type: "string" } }, required: ["username"] },
    ],
  },
  dossier_id: { type: "integer", minimum: 0 },
  summary: { type: "string" },
};

/** The plain text of a metadata value; a creator or modifier may arrive as { username }. */
function plain(value: unknown): string {
  if (isBlank(value)) return "";
  if (typeof value === "object" && value !== null && "username" in value) {
    return String((value as { username: unknown }).username ?? "");
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Only the moment columns of a record's metadata can be sorted on (spec: created_at and modified_at). */
export function isSortableMetadata(item: ItemDefinition): boolean {
  return isMoment(metadataOf(item));
}

/** A record's own data (creator, modifier, their moments, id, summary), shown but never edited. */
const dossierData: FieldTypeModule = {
  type: "dossier_data",
  editable: false,
  // Only created_at and modified_at sort; isSortable() in the index asks per item.
  sortable: false,
  valueSchema(item) {
    const metadata = metadataOf(item);
    return metadata ? SCHEMAS[metadata] : {};
  },
  isEmpty: (value) => plain(value).trim() === "",
  toStrings(value) {
    const text = plain(value);
    return text === "" ? [] : [text];
  },
  searchOperators: [],
  aggregations: [],
  format(value, item, mode, ctx) {
    const text = plain(value);
    if (text === "" || !isMoment(metadataOf(item))) return text;
    return formatDateValue(text, mode, zoneOf(ctx), dateLocaleOf(ctx));
  },
};

export default dossierData;
