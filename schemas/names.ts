/**
 * The fixed lists of names that code uses at run time (field types, view modes, log types...), kept free of
 * TypeBox: the engine, the widgets and the app's pages import them from here, so their bundles do not carry
 * the schema library. The schema files build their types from these and re-export them.
 */

export const FIELD_TYPES = [
  "text",
  "textarea",
  "amount",
  "autoIncrement",
  "calc",
  "customActionButton",
  "date",
  "email",
  "link",
  "list",
  "tree",
  "time",
  "url",
  "user",
  "file",
  "imageCode",
  "geolocation",
] as const;

export type FieldTypeName = (typeof FIELD_TYPES)[number];

export const TEXT_PRESETS = ["numbers_only", "dutch_zipcode", "municipal_code", "denomination"] as const;

export const CURRENCIES = [
  "USD",
  "COP",
  "EUR",
  "CRC",
  "GBP",
  "ILS",
  "INR",
  "JPY",
  "KRW",
  "MAD",
  "NGN",
  "PHP",
  "PLN",
  "PYG",
  "THB",
  "UAH",
  "VND",
] as const;

/** The fixed view modes; any other string names a custom view. */
export const VIEW_MODES = [
  "show",
  "edit",
  "show/edit",
  "list",
  "summary",
  "search",
  "advanced-search",
  "row_input",
] as const;

export type ViewMode = (typeof VIEW_MODES)[number];

export const DOSSIER_DATA = [
  "created_by",
  "modified_by",
  "created_at",
  "modified_at",
  "dossier_id",
  "summary",
] as const;

export const LINK_VIEWS = ["calendar", "gantt", "kanban", "list", "timeline", "hourregistration"] as const;

export const LOG_TYPES = ["shown", "change", "archive", "delete", "secureshare", "export"] as const;

export const DATE_FORMATS = ["year_month", "quarter", "year"] as const;
