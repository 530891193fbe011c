import { HttpResponse, http } from "msw";
import contactBundle from "../../../../fixtures/bundles/crm-contact.json";
import type { Bundle } from "../../../../schemas";
import type { ListedRecord } from "../api/RecordListAnswer";

/** The fixture entity the list tests show: CRM contacts (list items first name, last name, company, ...). */
export const ENTITY = 2031;
export const ITEMS = {
  firstName: 2456,
  lastName: 2462,
  company: 2468,
  jobTitle: 2472,
  searchFirstName: 2458,
  searchLastName: 2464,
  advancedNewsletter: 2489,
} as const;

/** The contact bundle for a user, admin or not; the job title is a textarea here (not sortable). */
export function listBundle(admin = false): Bundle {
  const bundle = structuredClone(contactBundle) as unknown as Bundle;
  for (const position of bundle.positions)
    for (const item of position.display_items) {
      const field = item.def_dossier_def_field;
      if (field?.name === "job_title" && field.def_field) field.def_field.type = "textarea";
    }
  return { ...bundle, context: { ...bundle.context, admin } };
}

/** A listed contact with its first name, last name and company (a link to record 900). */
export function listedRecord(id: number, first: string, last: string, extra: Partial<ListedRecord> = {}) {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    def_dossier_id: ENTITY,
    environment_id: 1,
    summary: `${first} ${last}`,
    archived: false,
    created_at: "2026-01-15T10:00:00.000Z",
    modified_at: "2026-01-15T10:00:00.000Z",
    created_by: "admin",
    modified_by: "admin",
    version: 1,
    subscribed: false,
    content: { [ITEMS.firstName]: first, [ITEMS.lastName]: last, [ITEMS.company]: [900] },
    contents: [],
    ...extra,
  } satisfies ListedRecord;
}

export interface ListServer {
  /** Every list call's parameters, in order. */
  requests: URLSearchParams[];
  deleted: number[];
  archived: number[];
  subscribed: number[];
  /** Every CSV export call's parameters, in order. */
  exports: URLSearchParams[];
}

/** The file name the stand-in server gives an export. */
export const EXPORT_FILE_NAME = `${ENTITY}_Contacts_20260115_110000.csv`;

/** The stand-in server's CSV of records: their ids and summaries, one quoted with a line break inside. */
export function exportCsvOf(records: readonly ListedRecord[]): string {
  const lines = records.map((record) => `${record.id},"${(record.summary ?? "").replace(" ", "\n")}"`);
  return `\ufeffdossier id,summary\r\n${lines.map((line) => `${line}\r\n`).join("")}`;
}

/**
 * The calls of the list page: the bundle, the entity's credentials and GET /contentdossier answering
 * `records` paged by limit and page (total `items` when given), with record 900 labelled "Acme".
 */
export function listHandlers(
  options: {
    records?: ListedRecord[];
    items?: number;
    admin?: boolean;
    credentials?: string[];
    listStatus?: number;
    /** The status of the CSV export call, else 200 with `exportCsvOf(records)`. */
    exportStatus?: number;
    /** Records whose delete the server refuses (409). */
    undeletable?: number[];
  } = {},
) {
  const log: ListServer = { requests: [], deleted: [], archived: [], subscribed: [], exports: [] };
  const records = options.records ?? [listedRecord(1, "Anna", "Jansen"), listedRecord(2, "Bob", "Smit")];
  const handlers = [
    http.get(`/api/defdossier/${ENTITY}/bundle`, () => HttpResponse.json(listBundle(options.admin))),
    http.get(`/api/defdossier/${ENTITY}`, () =>
      HttpResponse.json({
        id: ENTITY,
        credentials: options.credentials ?? ["show", "create", "edit", "delete", "archive"],
      }),
    ),
    http.get("/api/contentdossier", ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.requests.push(params);
      if (options.listStatus) return HttpResponse.json({ message: "failed" }, { status: options.listStatus });
      const limit = Number(params.get("limit") ?? 50);
      const page = Number(params.get("page") ?? 1);
      const items = options.items ?? records.length;
      const aggregations = [...params.keys()]
        .filter((key) => key.endsWith("_aggregate"))
        .map((key) => ({ field: Number(key.split("_")[0]), function: params.get(key), value: 42 }));
      return HttpResponse.json({
        results: records.slice(0, limit),
        items: [],
        aggregations,
        pager: { current: page, pages: Math.max(1, Math.ceil(items / limit)), items, limit },
        labels: { user: {}, record: { "900": "Acme" }, file: {} },
      });
    }),
    http.get("/api/contentdossier/export.csv", ({ request }) => {
      log.exports.push(new URL(request.url).searchParams);
      if (options.exportStatus)
        return HttpResponse.json({ message: "failed" }, { status: options.exportStatus });
      return new HttpResponse(exportCsvOf(records), {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${EXPORT_FILE_NAME}"; filename*=UTF-8''${EXPORT_FILE_NAME}`,
          "x-total-count": String(records.length),
        },
      });
    }),
    // The detail page a row opens: not the point here.
    http.get("/api/contentdossier/:id", () => HttpResponse.json({ message: "Not found" }, { status: 404 })),
    http.delete("/api/contentdossier/:id", ({ params }) => {
      if (options.undeletable?.includes(Number(params.id)))
        return HttpResponse.json({ message: "Constraint", errors: {} }, { status: 409 });
      log.deleted.push(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get("/api/contentdossier/:id/subscribe", ({ params }) => {
      log.subscribed.push(Number(params.id));
      return HttpResponse.json({ result: true });
    }),
    http.get("/api/contentdossier/:id/archive", ({ params }) => {
      log.archived.push(Number(params.id));
      return HttpResponse.json({ id: Number(params.id), archived: true, records: [] });
    }),
  ];
  return { handlers, log };
}
