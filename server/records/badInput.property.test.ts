import fc from "fast-check";
import { beforeAll, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { expectWellAnswered, oddPathId, oddValue } from "../testing/badInput";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

describeApi("bad input to record writes", (api) => {
  let scene: RecordsScene;
  let person: number;
  beforeAll(async () => {
    scene = await recordsScene(api, 7000);
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Target" },
    });
    person = created.body.id;
  }, 60_000);

  /** Bodies keyed by the entity's real item ids (and a few others) holding any JSON at all. */
  const values = () => {
    const p = scene.person;
    const keys = [
      ...[
        p.name,
        p.kind,
        p.company,
        p.email,
        p.code,
        p.hours,
        p.born,
        p.start,
        p.tags,
        p.tasks,
        p.salary,
      ].map((items) => String(items.edit)),
      String(p.total.show),
      String(p.number.show),
      "values",
      "defDossier",
      "ignore_existing",
      "embedded",
      "linkId",
      "0",
      "99999999999",
    ];
    return fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 });
  };

  it("never answers a 5xx, whatever the body", async () => {
    const cookie = scene.users.manager.cookie;
    await fc.assert(
      fc.asyncProperty(
        values(),
        fc.constantFrom("POST", "PUT", "PATCH", "LIST", "PATH", "SUBS"),
        async (body, kind) => {
          let response: { status: number; body: unknown };
          if (kind === "POST") {
            response = await api.request("POST", "/api/contentdossier", {
              cookie,
              body: { defDossier: scene.entities.person, ...body },
            });
          } else if (kind === "PUT") {
            response = await api.request("PUT", `/api/contentdossier/${person}`, { cookie, body });
          } else if (kind === "PATCH") {
            response = await api.request("PATCH", `/api/contentdossier/${person}?displayCustomView=Gantt`, {
              cookie,
              body: { start: body[String(scene.person.born.edit)], end: body.values, ...body },
            });
          } else if (kind === "LIST") {
            response = await api.request("POST", `/api/dossier/${person}/contentlist/${scene.links.tags}`, {
              cookie,
              body: { ids: body.values, mode: body.linkId },
            });
          } else if (kind === "PATH") {
            response = await api.request("POST", "/api/contentdossier/fieldpath", {
              cookie,
              body: { originDossier: body.embedded ?? person, path: body.values },
            });
          } else {
            response = await api.request("POST", "/api/contentdossier/subscriptions", {
              cookie,
              body: { ids: body.values },
            });
          }
          expectWellAnswered(response, { kind, body });
        },
      ),
      { numRuns: 150, seed: 20260115 },
    );
  }, 120_000);

  it("never answers a 5xx for list parameters", async () => {
    const cookie = scene.users.admin.cookie;
    const p = scene.person;
    const names = [
      "limit",
      "page",
      "sort[]",
      "sortOrder[]",
      "archived",
      "summary",
      "dossierIds[]",
      "linkId",
      "dossierId",
      "view",
      "displayPosition",
      "dossierQuery",
      `${p.name.search}`,
      `${p.hours.search}_type`,
      `${p.hours.search}`,
      `${p.hours.search}_end`,
      `${p.born.search}`,
      `${p.born.search}_type`,
      `${p.kind.search}[]`,
      `${p.tags.search}_type`,
      `${p.hours.list}_aggregate`,
    ];
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer().map(String),
      fc.constantFrom("between", "2026-01-01", "09:30", "DESC", "both"),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), text, { maxKeys: 5 }), async (params) => {
        const query = new URLSearchParams({ defDossier: String(scene.entities.person), ...params });
        const response = await api.request("GET", `/api/contentdossier?${query}`, { cookie });
        expectWellAnswered(response, String(query));
      }),
      { numRuns: 150, seed: 20260115 },
    );
  }, 120_000);

  it("answers POST and DELETE /api/dossier/{id}/favorite with odd ids and bodies below 500", async () => {
    const ids = fc.oneof(fc.constant(String(person)), oddPathId);
    await fc.assert(
      fc.asyncProperty(
        ids,
        fc.option(oddValue),
        fc.constantFrom("POST", "DELETE"),
        async (id, body, method) => {
          const response = await api.request(method, `/api/dossier/${id}/favorite`, {
            cookie: scene.users.viewer.cookie,
            ...(body === null
              ? {}
              : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
          });
          expectWellAnswered(response, { id, body, method });
        },
      ),
      { numRuns: 40 },
    );
  });
});
