import { Value } from "@sinclair/typebox/value";
import { beforeAll, expect, it } from "vitest";
import { RecordDetail, RecordListAnswer } from "../../schemas";
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
});
