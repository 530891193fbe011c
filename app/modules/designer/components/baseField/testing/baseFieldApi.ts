import { delay, HttpResponse, http } from "msw";
import type { ListOption } from "../../../../../../schemas";
import { entity, environment, LOCALES, platformHandlers } from "../../../../../testing/platformHandlers";
import { ROLES } from "../../../testing/designerBundle";
import type { BaseFieldDetails } from "../BaseFieldDetails";

type Body = Record<string, unknown>;

const option = (id: number, rank: number, en: string, nl: string, color: string | null): ListOption => ({
  id,
  uuid: `option-${id}`,
  rank,
  color,
  default: false,
  defField: 5,
  environment: 1000,
  translations: [
    { culture: "en_GB", text: en, settings: { informationtext: null, pretext: null } },
    { culture: "nl_NL", text: nl, settings: { informationtext: null, pretext: null } },
  ],
  settings: { roles: [] },
});

/**
 * The API of the base field screens in environment 1000 (English and Dutch, roles Managers and Clerks, entities
 * Contacts and Cases): Status (5), a list placed three times with options Open, Closed (the default) and Waiting
 * (hidden from Managers), and Notes (6),
 * an unplaced text field. Every write is recorded in order; answers can be replaced per test.
 */
export function baseFieldApi(
  answers: {
    patchBaseField?: () => Response;
    moveDelay?: number;
    optionPatchDelay?: number;
    patchOption?: () => Response;
    optionsOf?: (id: number) => ListOption[];
  } = {},
) {
  const calls: { method: string; path: string; body?: Body; at: "start" | "end" }[] = [];
  const fields: Record<number, BaseFieldDetails> = {
    5: {
      id: 5,
      uuid: "field-5",
      name: "Status",
      type: "list",
      environment: 1000,
      settings: { multiple: false },
      used: true,
      usage: [
        { id: 31, uuid: "df-31", name: "status", def_dossier_id: 10 },
        { id: 32, uuid: "df-32", name: "case_status", def_dossier_id: 11 },
        { id: 33, uuid: "df-33", name: "state", def_dossier_id: 10 },
      ],
      def_field_lists: [
        option(41, 0, "Open", "Open", "#00FF00"),
        { ...option(42, 1, "Closed", "Gesloten", null), default: true },
        { ...option(43, 2, "Waiting", "Wachtend", "#FFAA00"), settings: { roles: [7] } },
      ],
    },
    6: {
      id: 6,
      uuid: "field-6",
      name: "Notes",
      type: "text",
      environment: 1000,
      settings: { size: 100, regex: null },
      used: false,
      usage: [],
      def_field_lists: [],
    },
    77: {
      id: 77,
      uuid: "field-77",
      name: "Created",
      type: "list",
      environment: 1000,
      settings: { multiple: false },
      used: false,
      usage: [],
      def_field_lists: [],
    },
  };
  const list = [fields[5], fields[6], { ...fields[5], id: 8, name: "Status #1", used: false }];
  const record = async (method: string, path: string, request?: Request) => {
    const body = request ? ((await request.json()) as Body) : undefined;
    calls.push(body ? { method, path, body, at: "start" } : { method, path, at: "start" });
  };
  const handlers = [
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { locales: LOCALES.slice(0, 2) })],
      entities: [entity(10, "Contacts"), entity(11, "Cases")],
    }),
    http.get("/api/role", () => HttpResponse.json({ results: ROLES, pager: {} })),
    http.get("/api/deffield", () => HttpResponse.json({ results: list, pager: {} })),
    http.get("/api/deffield/:id", ({ params }) => {
      const found = fields[Number(params.id)];
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: "Item not found" }, { status: 404 });
    }),
    http.post("/api/deffield", async ({ request }) => {
      await record("POST", "/deffield", request);
      return HttpResponse.json({ id: 77, uuid: "field-77" }, { status: 201 });
    }),
    http.patch("/api/deffield/:id", async ({ params, request }) => {
      await record("PATCH", `/deffield/${params.id}`, request);
      return answers.patchBaseField ? answers.patchBaseField() : HttpResponse.json(fields[Number(params.id)]);
    }),
    http.delete("/api/deffield/:id", async ({ params }) => {
      await record("DELETE", `/deffield/${params.id}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get("/api/deffieldlist", ({ request }) => {
      const fieldId = Number(new URL(request.url).searchParams.get("defField"));
      const options = answers.optionsOf?.(fieldId) ?? fields[fieldId]?.def_field_lists ?? [];
      return HttpResponse.json({ results: options, pager: {} });
    }),
    http.post("/api/deffieldlist", async ({ request }) => {
      await record("POST", "/deffieldlist", request);
      return HttpResponse.json({ id: 90 + calls.length, uuid: "option-new" }, { status: 201 });
    }),
    http.patch("/api/deffieldlist/:id", async ({ params, request }) => {
      await record("PATCH", `/deffieldlist/${params.id}`, request);
      if (answers.optionPatchDelay) await delay(answers.optionPatchDelay);
      return answers.patchOption ? answers.patchOption() : HttpResponse.json({ id: Number(params.id) });
    }),
    http.delete("/api/deffieldlist/:id", async ({ params }) => {
      await record("DELETE", `/deffieldlist/${params.id}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put("/api/defdossierdeffield/:id", async ({ params, request }) => {
      await record("PUT", `/defdossierdeffield/${params.id}`, request);
      if (answers.moveDelay) await delay(answers.moveDelay);
      calls.push({ method: "PUT", path: `/defdossierdeffield/${params.id}`, at: "end" });
      return HttpResponse.json({ id: Number(params.id) });
    }),
  ];
  /** The writes, each once (without the end marks of the moves). */
  const writes = () => calls.filter((call) => call.at === "start").map(({ at: _, ...call }) => call);
  return { handlers, calls, writes, fields };
}
