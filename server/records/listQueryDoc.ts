import { Type } from "@sinclair/typebox";

const text = (description: string) => Type.Optional(Type.String({ description }));

/** The record list's parameters as the OpenAPI document shows them; `listRecords` reads and checks them. */
export const ListQueryDoc = Type.Object(
  {
    defDossier: Type.Integer({ description: "The entity whose records to list" }),
    limit: text("Rows per page; over 200 or unreadable falls back to 50"),
    page: text("1-based page (0 means 1)"),
    "sort[]": text("Sortable item ids, created_at, modified_at or id; repeat for more"),
    "sortOrder[]": text("ASC or DESC for each sort[]"),
    archived: text("'' (not archived, the default), both or archived"),
    dossierQuery: text("A saved query's uuid or id"),
    embedded: text("Parent record id (with linkId): its children"),
    dossierId: text("Parent record id (with linkId): its children"),
    linkId: text("The link the children hang under"),
    "dossierIds[]": text("Only these records"),
    view: text("The view whose items are answered (default list)"),
    displayPosition: text("A display position whose show and edit items are answered"),
    summary: text("Text the summary contains"),
    formatted: text("1: also answer values formatted for show"),
    locale: text("Locale of labels and formatting"),
  },
  {
    additionalProperties: Type.String({
      description:
        "Per-item filters for items the caller may see: {id}, {id}[], {id}_type, {id}_end, {id}_min, " +
        "{id}_max; aggregates {id}_aggregate=avg|sum|min|max|unique (admins)",
    }),
  },
);

/** GET /dossierlog's parameters. */
export const LogQueryDoc = Type.Object({
  environment: Type.Integer({ description: "The environment" }),
  dossier: text("Only this record's entries"),
  user: text("Only this user's entries"),
  type: text("shown, change, archive, delete or secureshare; repeat for more"),
  locale: text("The caller's language (nl_NL, en_GB, ...): field names in it"),
  page: text("1-based page"),
  limit: text("Rows per page"),
});

/** List parameters that shape a page of the screen, not which records match. */
const PAGE_ONLY = ["limit", "page", "view", "displayPosition", "formatted"];
const listFilters = Object.fromEntries(
  Object.entries(ListQueryDoc.properties).filter(([name]) => !PAGE_ONLY.includes(name)),
);

/** GET /contentdossier/export.csv's parameters: the list's filters and sort, the columns and the cells. */
export const CsvExportQueryDoc = Type.Object(
  {
    ...listFilters,
    "fields[]": Type.String({
      description: "Display item ids of the columns, in order (items the caller may see); repeat for more",
    }),
    stripHtml: text("0 or false: rich text keeps its HTML (stripped by default)"),
    locale: text("Locale of the column labels and the values"),
  },
  {
    additionalProperties: Type.String({
      description:
        "Per-item filters as the list takes them: {id}, {id}[], {id}_type, {id}_end, {id}_min, {id}_max",
    }),
  },
);
