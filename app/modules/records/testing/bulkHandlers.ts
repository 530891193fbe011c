import { HttpResponse, http } from "msw";
import type { RecordDetail } from "../../record/api/RecordDetail";
import { detailMetadata, itemInfo } from "../../record/testing/recordHandlers";
import { ENTITY } from "./listHandlers";

/** The contact bundle's edit items the merge tests read: their ids and value keys. */
export const EDIT = {
  firstName: { id: 2454, key: "f2186" },
  lastName: { id: 2460, key: "f2187" },
  company: { id: 2466, key: "l2061" },
  jobTitle: { id: 2470, key: "f2188" },
  email: { id: 2474, key: "f2189" },
  birthday: { id: 2482, key: "f2191" },
} as const;
export const COMPANY_LINK = 2061;

/** A contact as GET /contentdossier/{id}?view=edit answers it, values by edit item id. */
export function editedRecord(id: number, values: Partial<Record<keyof typeof EDIT, unknown>>): RecordDetail {
  const entries = Object.entries(values) as [keyof typeof EDIT, unknown][];
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    def_dossier_id: ENTITY,
    environment_id: 1000,
    summary: `Record ${id}`,
    archived: false,
    ...detailMetadata(id, `Record ${id}`),
    content: Object.fromEntries(entries.map(([name, value]) => [EDIT[name].id, value])),
    formatted: {},
    items: entries.map(([name]) =>
      itemInfo(EDIT[name].id, EDIT[name].key, name, name === "company" ? "link" : "text"),
    ),
    version: 1,
    subscribed: false,
    favorite: false,
  };
}

export interface BulkServer {
  merges: unknown[];
  massUpdates: unknown[];
}

/**
 * The bulk dialogs' calls: the records to merge, POST /contentdossier/merge (the new record 77) and
 * PUT /dossier/massupdate, answering `massUpdateAnswer` (status and body) when given.
 */
export function bulkHandlers(
  options: {
    records?: RecordDetail[];
    mergeStatus?: number;
    /** The merge's answer (status and body), instead of `mergeStatus`. */
    mergeAnswer?: { status: number; body: unknown };
    massUpdateAnswer?: { status: number; body: unknown };
  } = {},
) {
  const log: BulkServer = { merges: [], massUpdates: [] };
  const handlers = [
    http.post("/api/contentdossier/merge", async ({ request }) => {
      log.merges.push(await request.json());
      if (options.mergeAnswer)
        return HttpResponse.json(options.mergeAnswer.body as Record<string, unknown>, {
          status: options.mergeAnswer.status,
        });
      if (options.mergeStatus)
        return HttpResponse.json({ message: "failed" }, { status: options.mergeStatus });
      return HttpResponse.json({ id: 77, uuid: "u-77", summary: "Merged" }, { status: 201 });
    }),
    http.put("/api/dossier/massupdate", async ({ request }) => {
      log.massUpdates.push(await request.json());
      const answer = options.massUpdateAnswer ?? { status: 200, body: { results: [] } };
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
    }),
    http.get("/api/contentdossier/:id", ({ params }) => {
      const record = options.records?.find((r) => r.id === Number(params.id));
      return record
        ? HttpResponse.json(record)
        : HttpResponse.json({ message: "Not found" }, { status: 404 });
    }),
  ];
  return { handlers, log };
}
