import { HttpResponse, http } from "msw";
import type { Bundle } from "../../../../schemas";
import type { RecordDetail } from "../api/RecordDetail";

/** A stored record of the test entity, with its values by show item id. */
export function recordDetail(overrides: Partial<RecordDetail> = {}): RecordDetail {
  return {
    id: 500,
    uuid: "00000000-0000-4000-8000-000000000500",
    def_dossier_id: 10,
    environment_id: 1000,
    summary: "Anna de Vries",
    archived: false,
    content: { 111: "Anna de Vries", 112: [22], 114: "Likes tea", 115: "REF-1" },
    formatted: { 111: "Anna de Vries", 112: "No", 114: "Likes tea", 115: "REF-1" },
    items: [
      { id: 111, key: "f51", label: "Name", type: "text", position: 1 },
      { id: 112, key: "f52", label: "Newsletter", type: "list", position: 1 },
      { id: 113, key: "f53", label: "Frequency", type: "text", position: 1 },
      { id: 114, key: "f54", label: "Notes", type: "textarea", position: 2 },
      { id: 115, key: "f55", label: "Reference", type: "text", position: 3 },
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
