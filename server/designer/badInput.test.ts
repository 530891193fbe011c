import fc from "fast-check";
import { beforeAll, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { asJson, expectWellAnswered, oddValue } from "../testing/badInput";
import { type DesignerScene, designerScene } from "./testing/designerScene";

describeApi("designer: bad input never fails the server", (api) => {
  let scene: DesignerScene;
  const valid: Record<string, Record<string, unknown>> = {};
  const ids: Record<string, number> = {};
  const send = (method: "POST" | "PATCH" | "PUT", url: string, body: unknown, cookie = scene.admin.cookie) =>
    api.request(method, url, { cookie, ...asJson(body) });

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
        const created = await send("POST", `/api/${resource}`, body);
        expectWellAnswered(created, body);
        const changed =
          update === "put"
            ? await send("PUT", `/api/${resource}/${ids[resource]}`, body)
            : await send("PATCH", `/api/${resource}/${ids[resource]}`, body);
        expectWellAnswered(changed, body);
      }),
      { numRuns: 40 },
    );
  });

  it("answers PATCH /api/defdossierlink/backlink with bad bodies below 500, with errors on a 400", async () => {
    const parent = ids.defdossier as number;
    const child = await scene.entity();
    const there = await scene.link(parent, child);
    const back = await scene.link(child, parent);
    const uuidOf = async (id: number) =>
      (await scene.admin.get(`/api/defdossierlink/${id}`)).body.uuid as string;
    const valid = {
      uuid: await uuidOf(there),
      backlinkUuid: await uuidOf(back),
      defDossier: parent,
      childDefDossier: child,
    };
    const uuids = fc.constantFrom<unknown>(
      valid.uuid,
      valid.backlinkUuid,
      "00000000-0000-0000-0000-000000000000",
      "not-a-uuid",
      "",
      "'; drop table def_dossier_links; --",
    );
    const bodies = fc.oneof(
      fc
        .tuple(fc.constantFrom("uuid", "backlinkUuid", "defDossier", "childDefDossier", "extra"), oddValue)
        .map(([key, value]) => ({ ...valid, [key]: value })),
      fc.tuple(uuids, uuids).map(([uuid, backlinkUuid]) => ({ ...valid, uuid, backlinkUuid })),
      fc
        .tuple(fc.constantFrom(parent, child, ids.defdossier, 99999), fc.constantFrom(parent, child, 99999))
        .map(([defDossier, childDefDossier]) => ({ ...valid, defDossier, childDefDossier })),
      oddValue,
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        expectWellAnswered(await send("PATCH", "/api/defdossierlink/backlink", body), body);
      }),
      { numRuns: 50 },
    );
  });

  it("answers POST /api/displayposition/credentials with bad bodies below 500, with errors on a 400", async () => {
    const valid = { defDossier: ids.defdossier, ids: [ids.displayposition] };
    const bodies = fc.oneof(
      fc
        .tuple(fc.constantFrom("defDossier", "ids", "extra"), oddValue)
        .map(([key, value]) => ({ ...valid, [key]: value })),
      fc
        .array(fc.oneof(fc.constantFrom<unknown>(ids.displayposition, 99999, 0), oddValue), { maxLength: 5 })
        .map((list) => ({ ...valid, ids: list })),
      oddValue,
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom("admin", "member"), async (body, who) => {
        const caller = who === "admin" ? scene.admin : scene.member;
        expectWellAnswered(await send("POST", "/api/displayposition/credentials", body, caller.cookie), body);
      }),
      { numRuns: 50 },
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
        expectWellAnswered(listed, query);
        const one = await scene.admin.get(`/api/${resource}/${encodeURIComponent(query.page)}`);
        expectWellAnswered(one, query.page);
      }),
      { numRuns: 60 },
    );
  });
});
