import { beforeAll, expect, it } from "vitest";
import { compile, evaluate } from "../../engine";
import type { Bundle } from "../../schemas";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

/**
 * A display item's condition query (spec 3-designer section 6): it hides the item unless the record
 * matches; admins and environment admins are exempt; link criteria are evaluated by the server over the
 * record's children and read by the engine's visibility rule.
 */
describeApi("condition queries of display items", (api) => {
  let scene: RecordsScene;
  let gated: number;
  let queryUuid: string;
  let withNote: number;
  let withoutNote: number;

  beforeAll(async () => {
    scene = await recordsScene(api, 9500);
    const admin = scene.users.admin.cookie;
    const query = await api.request("POST", "/api/dossierquery", {
      cookie: admin,
      body: {
        environment: scene.environment,
        defDossier: scene.entities.person,
        translations: [{ culture: "en_GB", search_name: "Has notes", dashboard_name: "Has notes" }],
        data: {
          combinators: [
            { combine: "AND", links: [{ id: scene.links.notes, where_empty_not_empty: "NOT_EMPTY" }] },
          ],
        },
      },
    });
    expect(query.status, JSON.stringify(query.body)).toBe(201);
    queryUuid = query.body.uuid;
    gated = scene.person.born.edit;
    const item = await api.request("GET", `/api/displayitem/${gated}`, { cookie: admin });
    const patched = await api.request("PATCH", `/api/displayitem/${gated}`, {
      cookie: admin,
      body: { settings: { ...item.body.settings, condition_query: query.body.id } },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const create = async (body: Record<string, unknown>) => {
      const response = await api.request("POST", "/api/contentdossier", {
        cookie: scene.users.manager.cookie,
        body: { defDossier: scene.entities.person, ...body },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id as number;
    };
    const note = await create({ defDossier: scene.entities.note, [scene.note.text.edit]: "A note" });
    withNote = await create({
      [scene.person.name.edit]: "Has a note",
      [scene.person.notes_link.edit]: [note],
    });
    withoutNote = await create({ [scene.person.name.edit]: "Has no note" });
  }, 60_000);

  const read = (id: number, cookie: string) => api.request("GET", `/api/contentdossier/${id}`, { cookie });
  const editModel = async (cookie: string) => {
    const bundle = await api.request("GET", `/api/defdossier/${scene.entities.person}/bundle`, { cookie });
    expect(bundle.status).toBe(200);
    return compile(bundle.body as Bundle, "edit");
  };

  it("evaluates link criteria on the saved record: the item shows only where the record has a note", async () => {
    const cookie = scene.users.manager.cookie;
    const model = await editModel(cookie);
    expect(model.rules.visible[gated]).toBeDefined();
    expect(model.warnings.join()).not.toMatch(/Condition query/);
    const matching = await read(withNote, cookie);
    expect(matching.body.in_queries).toEqual([queryUuid]);
    const other = await read(withoutNote, cookie);
    expect(other.body.in_queries).toEqual([]);
    expect(evaluate(model, { in_queries: matching.body.in_queries }).visible.has(gated)).toBe(true);
    expect(evaluate(model, { in_queries: other.body.in_queries }).visible.has(gated)).toBe(false);
  });

  it("follows the record: a note linked later makes it match", async () => {
    const cookie = scene.users.manager.cookie;
    const note = await api.request("POST", "/api/contentdossier", {
      cookie,
      body: { defDossier: scene.entities.note, [scene.note.text.edit]: "Later" },
    });
    const person = await api.request("POST", "/api/contentdossier", {
      cookie,
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Gets a note" },
    });
    expect((await read(person.body.id, cookie)).body.in_queries).toEqual([]);
    await api.request(
      "POST",
      `/api/dossier/${person.body.id}/contentlist/${scene.links.notes}/${note.body.id}`,
      {
        cookie,
      },
    );
    expect((await read(person.body.id, cookie)).body.in_queries).toEqual([queryUuid]);
  });

  it("exempts admins and environment admins: no rule, nothing asked of the server", async () => {
    for (const user of [scene.users.admin, scene.users.envAdmin]) {
      const model = await editModel(user.cookie);
      expect(model.rules.visible[gated]).toBeUndefined();
      expect(evaluate(model, {}).visible.has(gated)).toBe(true);
      expect((await read(withoutNote, user.cookie)).body.in_queries).toEqual([]);
    }
  });

  it("requires an obligatory item on save only where the query shows it", async () => {
    const admin = scene.users.admin.cookie;
    const cookie = scene.users.manager.cookie;
    const born = scene.dataFields.born;
    const field = await api.request("GET", `/api/defdossierdeffield/${born}`, { cookie: admin });
    const made = await api.request("PATCH", `/api/defdossierdeffield/${born}`, {
      cookie: admin,
      body: { obligatory: true },
    });
    expect(made.status).toBe(200);
    try {
      const save = (id: number) =>
        api.request("PUT", `/api/contentdossier/${id}`, {
          cookie,
          body: { [scene.person.name.edit]: "Renamed" },
        });
      const shown = await save(withNote);
      expect(shown.status).toBe(400);
      expect(shown.body.errors).toEqual({ [gated]: "This is a required field" });
      expect((await save(withoutNote)).status).toBe(200);
    } finally {
      await api.request("PATCH", `/api/defdossierdeffield/${born}`, {
        cookie: admin,
        body: { obligatory: field.body.obligatory },
      });
    }
  });
});
