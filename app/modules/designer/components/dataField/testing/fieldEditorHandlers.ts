import { HttpResponse, http } from "msw";
import { entity, environment, LOCALES, platformHandlers } from "../../../../../testing/platformHandlers";

type Body = Record<string, unknown>;

/** What the editors sent, by call. */
export interface FieldCalls {
  posts: Record<string, Body[]>;
  writes: { method: string; path: string; body: Body }[];
  deletes: string[];
}

export function newFieldCalls(): FieldCalls {
  return { posts: {}, writes: [], deletes: [] };
}

export const BASE_FIELDS = [
  { id: 151, name: "name", type: "text", settings: { size: 100 } },
  { id: 160, name: "birth date", type: "date", settings: { withtime: true } },
  { id: 170, name: "status", type: "list", settings: {} },
];

/** Data field 51 "name" of entity 10 (placed in edit and show), and the locked data field 52. */
export function savedDataField(id: number) {
  return {
    id,
    uuid: `df-${id}`,
    name: id === 52 ? "code" : "name",
    obligatory: false,
    locked: id === 52,
    settings: { note: "kept" },
    def_field: BASE_FIELDS[0],
    def_field_lists: [],
    def_dossier_id: 10,
    environment: 1000,
  };
}

/** Link 31 "company" of entity 10 to entity 20, and the locked link 32. */
export function savedLink(id: number) {
  return {
    id,
    uuid: `link-${id}`,
    name: id === 32 ? "owner" : "company",
    type_of_link: "select",
    child_def_dossier_id: 20,
    def_dossier_id: 10,
    back_link_id: null,
    obligatory: false,
    locked: id === 32,
    cascade_rule: "maintain",
    archive_cascade_rule: "",
    settings: { multiple: false, limit_output_to_mis_item: null, other: 1 },
    back_link: null,
    created_by: { username: "root" },
    created_at: "2026-03-01T10:00:00Z",
  };
}

const item = (id: number, view: string, position: number, rank: number, owner: Body) => ({
  id,
  uuid: `item-${id}`,
  view,
  rank,
  col: 1,
  colspan: 6,
  rowspan: 1,
  translations: [{ culture: "en_GB", name: `Item ${id}` }],
  permissions_type: null,
  roles: [],
  settings: {},
  def_dossier_def_field: null,
  def_dossier_link: null,
  display_position_id: position,
  ...owner,
});

/** The entity's items: edit in General up to rank 5 and in Details up to rank 2, list in General at 0. */
export const DISPLAY_ITEMS = [
  item(301, "edit", 1, 0, { def_dossier_def_field: savedDataField(51) }),
  item(302, "edit", 1, 5, {}),
  item(303, "edit", 2, 2, {}),
  item(304, "show", 1, 1, { def_dossier_def_field: savedDataField(51) }),
  item(305, "list", 1, 0, { def_dossier_link: savedLink(31) }),
];

/** The ids the server gives the first new data field, link and display item. */
export const FIRST_ID = { defdossierdeffield: 61, defdossierlink: 71, displayitem: 401 };

/**
 * The platform's calls for environment 1000 (nl_NL, en_GB) with entities Contacts (10) and Companies (20),
 * and the designer calls of the data field and link editors, recorded in `calls`.
 */
export function fieldEditorHandlers(calls: FieldCalls, answers: { [call: string]: () => Response } = {}) {
  const record =
    (name: keyof typeof FIRST_ID) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Body;
      calls.posts[name] = [...(calls.posts[name] ?? []), body];
      return (
        answers[`POST ${name}`]?.() ??
        HttpResponse.json(
          { id: FIRST_ID[name] + (calls.posts[name]?.length ?? 1) - 1, uuid: "new" },
          { status: 201 },
        )
      );
    };
  const write =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      calls.writes.push({ method, path, body: (await request.json()) as Body });
      return answers[`${method} ${path}`]?.() ?? HttpResponse.json({});
    };
  const remove = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    calls.deletes.push(path);
    return answers[`DELETE ${path}`]?.() ?? new HttpResponse(null, { status: 204 });
  };
  return [
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { locales: LOCALES.slice(0, 2) })],
      entities: [entity(10, "Contacts"), entity(20, "Companies")],
    }),
    http.get("/api/deffield", () => HttpResponse.json({ results: BASE_FIELDS, pager: {} })),
    // The base field editor opened beside the choice reads the roles.
    http.get("/api/role", () => HttpResponse.json({ results: [], pager: {} })),
    http.get("/api/defdossierdeffield/:id", ({ params }) =>
      HttpResponse.json(savedDataField(Number(params.id))),
    ),
    http.get("/api/defdossierdeffield", () =>
      HttpResponse.json({ results: [savedDataField(51), savedDataField(52)], pager: {} }),
    ),
    http.get("/api/defdossierlink/:id", ({ params }) => HttpResponse.json(savedLink(Number(params.id)))),
    http.get("/api/defdossierlink", () => HttpResponse.json({ results: [savedLink(31)], pager: {} })),
    http.get("/api/dossierquery", ({ request }) => {
      const entityId = new URL(request.url).searchParams.get("defDossier");
      const results =
        entityId === "20"
          ? [
              {
                id: 5,
                uuid: "q-active",
                defDossier: 20,
                translations: [{ culture: "en_GB", search_name: "Active companies" }],
              },
            ]
          : [];
      return HttpResponse.json({ results, pager: {} });
    }),
    http.get("/api/displayitem", () => HttpResponse.json({ results: DISPLAY_ITEMS, pager: {} })),
    http.get("/api/displayposition", () =>
      HttpResponse.json({
        results: [
          { id: 2, type: "tab", rank: 1, translations: [{ culture: "en_GB", name_plural: "Details" }] },
          {
            id: 1,
            type: "main_content",
            rank: 0,
            translations: [{ culture: "en_GB", name_plural: "General" }],
          },
        ],
        pager: {},
      }),
    ),
    http.get("/api/displaycustomview", () =>
      HttpResponse.json({ results: [{ id: 1, viewName: "card" }], pager: {} }),
    ),
    http.post("/api/defdossierdeffield", record("defdossierdeffield")),
    http.post("/api/defdossierlink", record("defdossierlink")),
    http.post("/api/displayitem", record("displayitem")),
    http.put("/api/defdossierdeffield/:id", write("PUT")),
    http.patch("/api/defdossierlink/:id", write("PATCH")),
    http.delete("/api/defdossierdeffield/:id", remove),
    http.delete("/api/defdossierlink/:id", remove),
  ];
}
