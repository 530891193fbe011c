import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { type DesignerScene, designerScene } from "./testing/designerScene";

/** Values that break expectations: wrong types, out of range numbers, odd text, nesting. */
const oddValue = fc.oneof(
  fc.constantFrom(null, true, -1, 0, 2_147_483_648, 1e20, 1.5, "", " ", "\u0000", "x".repeat(300), [], {}, [
    null,
  ]),
  fc.string(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

describeApi("designer: bad input never fails the server", (api) => {
  let scene: DesignerScene;
  const valid: Record<string, Record<string, unknown>> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    scene = await designerScene(api);
    const entity = await scene.entity();
    const child = await scene.entity();
    const field = await scene.baseField({ type: "list" });
    const dataField = await scene.dataField(entity, field);
    const position = await scene.position(entity);
    ids.deffield = field;
    ids.deffieldlist = await scene.option(field, "One");
    ids.defdossier = entity;
    ids.defdossierdeffield = dataField;
    ids.defdossierlink = await scene.link(entity, child);
    ids.displayposition = position;
    ids.displayitem = await scene.item(entity, { displayPosition: position, defDossierDefField: dataField });
    ids.displaycustomview = (
      await scene.admin.post("/api/displaycustomview", { defDossier: entity, viewName: "card" })
    ).body.id;
    valid.deffield = { name: "n", type: "text", environment: scene.environment, settings: { size: 10 } };
    valid.deffieldlist = { defField: field, translations: [{ culture: "en_GB", text: "t" }], rank: 1 };
    valid.defdossier = {
      environment: scene.environment,
      translations: [{ culture: "en_GB", name_singular: "a", name_plural: "b" }],
      settings: { hiddenfields: [], conditions: [] },
    };
    valid.defdossierdeffield = { name: "n", defField: field, defDossier: entity };
    valid.defdossierlink = { name: "n", typeOfLink: "select", defDossier: entity, childDefDossier: child };
    valid.displayposition = { defDossier: entity, type: "tab" };
    valid.displayitem = {
      defDossier: entity,
      view: "edit",
      defDossierDefField: dataField,
      roles: [],
      settings: {},
    };
    valid.displaycustomview = { defDossier: entity, viewName: "v" };
  });

  const resources = [
    ["deffield", "patch"],
    ["deffieldlist", "patch"],
    ["defdossier", "patch"],
    ["defdossierdeffield", "put"],
    ["defdossierlink", "patch"],
    ["displayposition", "patch"],
    ["displayitem", "patch"],
    ["displaycustomview", "patch"],
  ] as const;

  it.each(resources)("answers /api/%s writes with bad bodies below 500", async (resource, update) => {
    const bodies = fc.oneof(
      oddValue,
      // A valid body with one part replaced, or one extra part.
      fc
        .tuple(
          fc.constantFrom(...Object.keys(valid[resource] ?? {}), "settings", "translations", "uuid"),
          oddValue,
        )
        .map(([key, value]) => ({ ...valid[resource], [key]: value })),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const created = await scene.admin.post(`/api/${resource}`, body);
        expect(created.status, JSON.stringify({ body, answer: created.body })).toBeLessThan(500);
        const changed =
          update === "put"
            ? await scene.admin.put(`/api/${resource}/${ids[resource]}`, body)
            : await scene.admin.patch(`/api/${resource}/${ids[resource]}`, body);
        expect(changed.status, JSON.stringify({ body, answer: changed.body })).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it("answers bad list parameters and path ids below 500", async () => {
    const queries = fc.record({
      environment: fc.oneof(fc.constant(String(scene.environment)), fc.string()),
      defDossier: fc.oneof(fc.constant(String(ids.defdossier)), fc.string(), fc.constant("99999999999")),
      limit: fc.string(),
      page: fc.string(),
      search: fc.string(),
      uuid: fc.string(),
    });
    await fc.assert(
      fc.asyncProperty(queries, fc.constantFrom(...resources.map(([r]) => r)), async (query, resource) => {
        const search = new URLSearchParams(query).toString();
        const listed = await scene.admin.get(`/api/${resource}?${search}`);
        expect(listed.status, JSON.stringify({ query, answer: listed.body })).toBeLessThan(500);
        const one = await scene.admin.get(`/api/${resource}/${encodeURIComponent(query.page)}`);
        expect(one.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
