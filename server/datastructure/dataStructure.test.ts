import { Value } from "@sinclair/typebox/value";
import { beforeAll, expect, it } from "vitest";
import { DataStructureEntity } from "../../schemas";
import {
  type DesignerScene,
  designerScene,
  FORBIDDEN,
  INVALID,
  REQUIRED,
} from "../designer/testing/designerScene";
import { describeApi } from "../testing/apiHarness";

describeApi("data structure (/api/datastructure)", (api) => {
  let scene: DesignerScene;
  let people: number;
  let companies: number;
  let notes: number;
  let nameField: number;
  let birthday: number;
  let employer: number;
  let staff: number;

  beforeAll(async () => {
    scene = await designerScene(api);
    // Made in this order, so ranks 0, 1, 2.
    people = await scene.entity();
    companies = await scene.entity();
    notes = await scene.entity({ type: "hidden" });
    nameField = await scene.dataField(people, await scene.baseField({ name: "full_name", type: "text" }), {
      name: "name",
      obligatory: true,
    });
    birthday = await scene.dataField(people, await scene.baseField({ name: "born", type: "date" }), {
      name: "birthday",
    });
    employer = await scene.link(people, companies, { name: "employer", settings: { multiple: false } });
    staff = await scene.link(companies, people, {
      name: "staff",
      typeOfLink: "embeddedList",
      settings: { multiple: true },
    });
  });

  it("lists the environment's entities by rank with their data fields, links and back links", async () => {
    const answer = await scene.admin.get(`/api/datastructure?environment=${scene.environment}`);
    expect(answer.status).toBe(200);
    const entities = answer.body.results as DataStructureEntity[];
    for (const entity of entities) expect(Value.Check(DataStructureEntity, entity)).toBe(true);
    expect(entities.map((entity) => [entity.id, entity.rank, entity.type])).toEqual([
      [people, 0, "main"],
      [companies, 1, "main"],
      [notes, 2, "hidden"],
    ]);
    expect(answer.body.pager).toMatchObject({ current: 1, pages: 1, items: 3 });
    const [first, second, third] = entities;
    expect(first?.fields).toEqual([
      {
        id: nameField,
        uuid: expect.any(String),
        name: "name",
        obligatory: true,
        locked: false,
        def_field: { id: expect.any(Number), name: "full_name", type: "text" },
      },
      {
        id: birthday,
        uuid: expect.any(String),
        name: "birthday",
        obligatory: false,
        locked: false,
        def_field: { id: expect.any(Number), name: "born", type: "date" },
      },
    ]);
    expect(first?.links).toEqual([
      {
        id: employer,
        uuid: expect.any(String),
        name: "employer",
        type_of_link: "select",
        def_dossier_id: people,
        child_def_dossier_id: companies,
        back_link_id: null,
        obligatory: false,
        multiple: false,
      },
    ]);
    expect(first?.back_links.map((link) => [link.id, link.def_dossier_id, link.multiple])).toEqual([
      [staff, companies, true],
    ]);
    expect(second?.links.map((link) => [link.id, link.type_of_link])).toEqual([[staff, "embeddedList"]]);
    expect(second?.back_links.map((link) => link.id)).toEqual([employer]);
    expect(third).toMatchObject({ fields: [], links: [], back_links: [] });
  });

  it("answers one entity with the links pointing at it", async () => {
    const answer = await scene.envAdmin.get(`/api/datastructure/${companies}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: companies, fields: [], translations: [expect.any(Object)] });
    expect(answer.body.links.map((link: { id: number }) => link.id)).toEqual([staff]);
    expect(answer.body.back_links.map((link: { id: number }) => link.id)).toEqual([employer]);
    expect((await scene.admin.get("/api/datastructure/999999")).status).toBe(404);
    expect((await scene.admin.get("/api/datastructure/abc")).status).toBe(404);
  });

  it("opens to kedo.datastructure and kedo.erd holders and admins, not to other members or strangers", async () => {
    const list = `/api/datastructure?environment=${scene.environment}`;
    for (const key of ["kedo.datastructure", "kedo.erd"]) {
      const holder = await scene.holder([key]);
      expect((await holder.get(list)).status).toBe(200);
      expect((await holder.get(`/api/datastructure/${people}`)).status).toBe(200);
    }
    expect((await scene.envAdmin.get(list)).status).toBe(200);
    const designer = await scene.holder(["kedo.defdossier", "kedo.defdossier.1.show"]);
    for (const caller of [scene.member, scene.stranger, designer]) {
      expect((await caller.get(list)).body).toEqual(FORBIDDEN);
      expect((await caller.get(`/api/datastructure/${people}`)).body).toEqual(FORBIDDEN);
    }
    expect((await scene.anonymous.get(list)).status).toBe(401);
    expect((await scene.admin.get("/api/datastructure")).body).toEqual({ errors: { environment: REQUIRED } });
  });

  it("shows its calls in the API documentation", async () => {
    const docs = await scene.admin.get("/api/docs/json");
    const paths = docs.body.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    expect(paths["/api/datastructure"]?.get?.parameters?.map((parameter) => parameter.name)).toEqual([
      "environment",
    ]);
    expect(paths["/api/datastructure/{id}"]?.get).toBeDefined();
    expect(paths["/api/datastructure/order"]?.put).toBeDefined();
  });

  it("reorders the entities in one write, naming each once, for designers of entities only", async () => {
    const order = [notes, people, companies];
    const erd = await scene.holder(["kedo.erd"]);
    const refused = await erd.put("/api/datastructure/order", {
      environment: scene.environment,
      entities: order,
    });
    expect(refused.body).toEqual(FORBIDDEN);
    expect(
      (
        await scene.stranger.put("/api/datastructure/order", {
          environment: scene.environment,
          entities: order,
        })
      ).status,
    ).toBe(403);

    for (const entities of [
      [notes, people],
      [notes, people, companies, companies],
      [notes, people, companies, await scene.entity({}, scene.other)],
      [notes, people, 999999],
    ]) {
      const bad = await scene.admin.put("/api/datastructure/order", {
        environment: scene.environment,
        entities,
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ errors: { entities: INVALID } });
    }
    const unchanged = await scene.admin.get(`/api/datastructure?environment=${scene.environment}`);
    expect(unchanged.body.results.map((entity: { id: number }) => entity.id)).toEqual([
      people,
      companies,
      notes,
    ]);
    expect((await scene.admin.put("/api/datastructure/order", {})).body).toEqual({
      errors: { environment: REQUIRED, entities: REQUIRED },
    });

    const designer = await scene.holder(["kedo.datastructure"]);
    const saved = await designer.put("/api/datastructure/order", {
      environment: scene.environment,
      entities: order,
    });
    expect(saved.status).toBe(200);
    expect(
      saved.body.results.map((entity: { id: number; rank: number }) => [entity.id, entity.rank]),
    ).toEqual([
      [notes, 0],
      [people, 1],
      [companies, 2],
    ]);
    // The menu and every other list of entities follow the new ranks.
    const menu = await scene.admin.get(`/api/defdossier?environment=${scene.environment}`);
    expect(menu.body.results.map((entity: { id: number }) => entity.id)).toEqual(order);
  });
});
