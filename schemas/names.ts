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

export const BLOCK_TYPES = [
  "dashboard",
  "list_option_percentage_conditions",
  "count_list_options",
  "count_link_options",
  "sum_fields",
  "online_users",
  "active_users",
  "new_dossier_statistics",
  "date_statistics",
  "block_container",
  "geomap",
  "funnel",
] as const;
export type BlockTypeName = (typeof BLOCK_TYPES)[number];

/** Block types that need no entity; every other type is saved with one. */
export const BLOCK_TYPES_WITHOUT_ENTITY = [
  "online_users",
  "funnel",
  "active_users",
  "new_dossier_statistics",
  "block_container",
] as const;

export const LIST_LAYOUTS = ["table", "cards", "calendar"] as const;
export const CONTAINER_LAYOUTS = ["horizontal", "vertical", "carousel", "accordion"] as const;
export const CARD_TEMPLATES = [
  "cardDefault",
  "cardCarousel",
  "cardPerson",
  "cardListVariant",
  "cardTimeline",
  "list",
] as const;
export const PERIODS = ["week", "month", "year"] as const;
export const CHART_FORMATS = ["line", "bar", "pie", "table"] as const;
export const GROUP_FORMATS = ["grouped", "stacked"] as const;
export const CHART_LAYOUTS = ["vertical", "horizontal"] as const;
export const TABLE_LAYOUTS = ["ver1", "ver2", "ver3", "ver4", "ver5", "ver6"] as const;
export const LEGEND_DIRECTIONS = [
  "left-to-right",
  "right-to-left",
  "top-to-bottom",
  "bottom-to-top",
] as const;
