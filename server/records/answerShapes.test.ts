import { Value } from "@sinclair/typebox/value";
import { beforeAll, expect, it } from "vitest";
import {
  Bundle,
  CreatedRecord,
  MassUpdateAnswer,
  RecordDetail,
  RecordListAnswer,
  SavedRecord,
} from "../../schemas";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

/** The first few ways an answer differs from its schema, readable in a failure. */
const mismatches = (schema: Parameters<typeof Value.Errors>[0], value: unknown) =>
  [...Value.Errors(schema, value)].slice(0, 5).map((error) => `${error.path}: ${error.message}`);

describeApi("record answers match their schemas", (api) => {
  let scene: RecordsScene;
  let id: number;
  beforeAll(async () => {
    scene = await recordsScene(api, 9300);
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Shaped" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(mismatches(CreatedRecord, created.body)).toEqual([]);
    id = created.body.id;
  }, 60_000);

  it("the list, with labels and formatted values", async () => {
    const response = await api.request(
      "GET",
      `/api/contentdossier?defDossier=${scene.entities.person}&labels=1&formatted=1`,
      { cookie: scene.users.manager.cookie },
    );
    expect(response.status).toBe(200);
    expect(response.body.results.length).toBeGreaterThan(0);
    expect(mismatches(RecordListAnswer, response.body)).toEqual([]);
  });

  it("the detail", async () => {
    const response = await api.request("GET", `/api/contentdossier/${id}`, {
      cookie: scene.users.manager.cookie,
    });
    expect(response.status).toBe(200);
    expect(mismatches(RecordDetail, response.body)).toEqual([]);
  });

  it("a save and a mass update answer each record's summary and version", async () => {
    const saved = await api.request("PUT", `/api/contentdossier/${id}`, {
      cookie: scene.users.manager.cookie,
      body: { [scene.person.name.edit]: "Reshaped" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(mismatches(SavedRecord, saved.body)).toEqual([]);
    const mass = await api.request("PUT", "/api/dossier/massupdate", {
      cookie: scene.users.envAdmin.cookie,
      body: {
        defDossier: scene.entities.person,
        dossier_ids: [id],
        update_values: { [scene.person.name.edit]: "Mass shaped" },
        overwrite: true,
      },
    });
    expect(mass.status, JSON.stringify(mass.body)).toBe(200);
    expect(mismatches(MassUpdateAnswer, mass.body)).toEqual([]);
    expect(mass.body.results).toEqual([expect.objectContaining({ id, version: saved.body.version + 1 })]);
  });

  it("the entity bundle, whole: the engine's Bundle schema", async () => {
    const response = await api.request("GET", `/api/defdossier/${scene.entities.person}/bundle`, {
      cookie: scene.users.manager.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.body.positions.length).toBeGreaterThan(0);
    expect(mismatches(Bundle, response.body)).toEqual([]);
  });
});
