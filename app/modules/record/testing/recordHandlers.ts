import { HttpResponse, http } from "msw";
import type { Bundle } from "../../../../schemas";
import type { RecordDetail, RecordItemInfo } from "../api/RecordDetail";

/** An item of a record answer on its position: not sortable, no aggregations, editable, not required. */
export function itemInfo(id: number, key: string, label: string, type: string, position = 1): RecordItemInfo {
  return {
    id,
    key,
    label,
    type,
    position,
    sortable: false,
    aggregations: [],
    editable: true,
    required: false,
  };
}

/** What a detail answer says of its record beyond the values (test records are made and kept by admin). */
export function detailMetadata(id: number, summary: string | null) {
  return {
    created_at: "2026-01-15T10:00:00.000Z",
    modified_at: "2026-01-15T10:00:00.000Z",
    created_by: "admin",
    modified_by: "admin",
    dossier: { id, summary, archived: false },
  };
}

/** A stored record of the test entity, with its values by show item id. */
export function recordDetail(overrides: Partial<RecordDetail> = {}): RecordDetail {
  return {
    id: 500,
    uuid: "00000000-0000-4000-8000-000000000500",
    def_dossier_id: 10,
    environment_id: 1000,
    summary: "Anna de Vries",
    archived: false,
    ...detailMetadata(500, "Anna de Vries"),
    content: { 111: "Anna de Vries", 112: [22], 114: "Likes tea", 115: "REF-1" },
    formatted: { 111: "Anna de Vries", 112: "No", 114: "Likes tea", 115: "REF-1" },
    items: [
      itemInfo(111, "f51", "Name", "text", 1),
      itemInfo(112, "f52", "Newsletter", "list", 1),
      itemInfo(113, "f53", "Frequency", "text", 1),
      itemInfo(114, "f54", "Notes", "textarea", 2),
      itemInfo(115, "f55", "Reference", "text", 3),
    ],
    version: 3,
    subscribed: false,
    favorite: false,
    ...overrides,
  };
}

/** The bundle, the credential checks, tab credentials and display-rule paths (the company is a customer) of the record pages. */
export function recordHandlers(
  bundle: Bundle,
  allowed: Record<string, boolean> = {},
  refusedTabs: number[] = [],
) {
  return [
    http.get("/api/defdossier/:id/bundle", () => HttpResponse.json(bundle)),
    http.get("/api/contentdossier/is-credential-allowed", ({ request }) => {
      const credential = new URL(request.url).searchParams.get("credential") ?? "";
      return HttpResponse.json({ allowed: allowed[credential] ?? true });
    }),
    http.post("/api/displayposition/credentials", async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      return HttpResponse.json(ids.map((id) => ({ id, tabs_allowed: !refusedTabs.includes(id) })));
    }),
    http.post("/api/contentdossier/fieldpath", () =>
      HttpResponse.json({ path: "company.status", values: ["customer"] }),
    ),
  ];
}
