import { beforeAll, describe, expect, it } from "vitest";
import { jsonb } from "../db/database";
import { writeFieldValues } from "../records/recordStore";
import { syncEntityTables } from "../records/storage/entityTables";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";
import { queryFilter } from "./filterByQuery";

type Cookie = TestUser & { cookie: string };

describeApi("saved queries (dossierquery)", (api) => {
  const setup = setupApi(api);
  let root: Cookie;
  let builder: Cookie;
  let reader: Cookie;
  let envAdmin: Cookie;
  let outsider: Cookie;
  let environment: number;
  let other: number;
  let client: number;
  let plan: number;
  let foreignEntity: number;
  const field: Record<string, number> = {};
  let plans: number;
  let clients: number;

  async function insertEntity(environmentId: number, name: string): Promise<number> {
    const [row] = await api.db.query<{ id: number }>(
      "insert into def_dossiers (environment_id, name, translations) values ($1, $2, $3::jsonb) returning id",
      [environmentId, name, jsonb([{ culture: "en_GB", name_singular: name, name_plural: `${name}s` }])],
    );
    return row?.id ?? 0;
  }

  async function insertField(environmentId: number, entityId: number, name: string, type: string) {
    const [base] = await api.db.query<{ id: number }>(
      "insert into def_fields (environment_id, name, type) values ($1, $2, $3) returning id",
      [environmentId, name, type],
    );
    const [placed] = await api.db.query<{ id: number }>(
      `insert into def_dossier_def_fields (environment_id, def_dossier_id, def_field_id, name)
       values ($1, $2, $3, $4) returning id`,
      [environmentId, entityId, base?.id, name],
    );
    return placed?.id ?? 0;
  }

  beforeAll(async () => {
    root = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    [builder, reader, envAdmin, outsider] = await Promise.all([
      api.loggedInUser({ name: "builder" }),
      api.loggedInUser({ name: "reader" }),
      api.loggedInUser({ name: "envadmin" }),
      api.loggedInUser({ name: "outsider" }),
    ]);
    environment = await setup.environment(root.cookie);
    other = await setup.environment(root.cookie);
    await setup.member(root.cookie, builder, environment, [
      await setup.role(root.cookie, environment, ["kedo.querybuilder"]),
    ]);
    await setup.member(root.cookie, reader, environment, [
      await setup.role(root.cookie, environment, ["kedo.file"]),
    ]);
    await setup.member(root.cookie, envAdmin, environment, [
      await setup.role(root.cookie, environment, ["environment-admin"]),
    ]);
    await setup.member(root.cookie, outsider, other, [
      await setup.role(root.cookie, other, ["environment-admin"]),
    ]);
    client = await insertEntity(environment, "Client");
    plan = await insertEntity(environment, "Plan");
    foreignEntity = await insertEntity(other, "Secret");
    field.name = await insertField(environment, client, "name", "text");
    field.budget = await insertField(environment, client, "budget", "amount");
    field.status = await insertField(environment, plan, "status", "list");
    const [link] = await api.db.query<{ id: number }>(
      `insert into def_dossier_links (environment_id, def_dossier_id, child_def_dossier_id, name)
       values ($1, $2, $3, 'plans') returning id`,
      [environment, client, plan],
    );
    plans = link?.id ?? 0;
    const [back] = await api.db.query<{ id: number }>(
      `insert into def_dossier_links (environment_id, def_dossier_id, child_def_dossier_id, name)
       values ($1, $2, $3, 'clients') returning id`,
      [environment, plan, client],
    );
    clients = back?.id ?? 0;
    // The entities were made in SQL, not through the designer: give them their tables of values.
    await syncEntityTables(api.db, environment);
  });

  const byName = (name: string) => ({
    combinators: [{ combine: "AND", fields: [{ id: field.name, type: "like", value: name }] }],
  });
  const post = (cookie: string, body: Record<string, unknown>) =>
    api.request("POST", "/api/dossierquery", { cookie, body });
  const create = async (cookie: string, body: Record<string, unknown>) => {
    const response = await post(cookie, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number; uuid: string };
  };
  const translations = (name: string, dashboard = name) => [
    { culture: "en_GB", search_name: name, dashboard_name: dashboard },
  ];

  describe("create and read", () => {
    it("stores a query and answers it with its entity, translations and audit fields", async () => {
      const data = {
        include_archived: "both",
        combinators: [
          {
            combine: "OR",
            fields: [{ id: field.budget, type: "between", value: [100, null] }],
            links: [
              {
                id: plans,
                where_empty_not_empty: "NOT_EMPTY",
                combinators: [{ combine: "AND", fields: [{ id: field.status, type: "in", value: [5, 6] }] }],
              },
            ],
          },
        ],
      };
      const created = await create(builder.cookie, {
        environment,
        defDossier: client,
        data,
        translations: translations("Big clients", "Big"),
      });
      expect(created).toEqual({ id: expect.any(Number), uuid: expect.any(String) });
      const read = await api.request("GET", `/api/dossierquery/${created.id}`, { cookie: reader.cookie });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({
        id: created.id,
        uuid: created.uuid,
        environment,
        defDossier: client,
        def_dossier: {
          id: client,
          uuid: expect.any(String),
          name: "Client",
          translations: [{ culture: "en_GB", name_singular: "Client", name_plural: "Clients" }],
        },
        data,
        translations: translations("Big clients", "Big"),
        created_by: { username: builder.username },
        created_at: expect.any(String),
        modified_by: { username: builder.username },
        modified_at: expect.any(String),
      });
    });

    it("lists by environment or entity, finds by a text in either name and by uuid, up to 500 at once", async () => {
      const a = await create(root.cookie, {
        environment,
        defDossier: plan,
        data: { combinators: [] },
        translations: translations("Plans ending soon", "Ending"),
      });
      await create(root.cookie, {
        environment,
        defDossier: client,
        data: byName("x"),
        translations: translations("Clients named x", "Dashboard Ñ"),
      });
      const list = (query: string) =>
        api.request("GET", `/api/dossierquery?${query}`, { cookie: reader.cookie });

      const byEntity = await list(`defDossier=${plan}&limit=500`);
      expect(byEntity.status).toBe(200);
      expect(byEntity.body.results.map((q: { id: number }) => q.id)).toEqual([a.id]);
      expect(byEntity.body.pager).toEqual({ current: 1, pages: 1, items: 1, limit: 500 });

      const all = await list(`environment=${environment}&limit=200`);
      expect(all.body.pager.items).toBeGreaterThanOrEqual(3);
      expect(all.body.results.every((q: { environment: number }) => q.environment === environment)).toBe(
        true,
      );

      expect(
        (await list(`environment=${environment}&search=ENDING`)).body.results.map(
          (q: { id: number }) => q.id,
        ),
      ).toEqual([a.id]);
      expect(
        (await list(`environment=${environment}&search=${encodeURIComponent("ñ")}`)).body.pager.items,
      ).toBe(1);
      expect((await list(`environment=${environment}&search=%25`)).body.pager.items).toBe(0);
      expect((await list(`environment=${environment}&uuid=${a.uuid}`)).body.results[0].id).toBe(a.id);
      expect((await list("")).body).toEqual({ errors: { environment: "This is a required field" } });
    });

    it("takes a uuid of the caller's choosing once per environment, as template apply needs", async () => {
      const uuid = "6f1c2b9e-0d7a-4f4e-9c1b-2a3d4e5f6a7b";
      expect(
        (await create(root.cookie, { environment, defDossier: client, data: byName("u"), uuid })).uuid,
      ).toBe(uuid);
      const again = await post(root.cookie, { environment, defDossier: client, data: byName("u"), uuid });
      expect(again.status).toBe(400);
      expect(again.body.errors.uuid).toBeDefined();
    });
  });

  describe("validation", () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await post(builder.cookie, { environment, defDossier: client, ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      return response.body.errors as Record<string, string>;
    };

    it("names each missing field", async () => {
      const response = await post(builder.cookie, {});
      expect(response.body).toEqual({
        errors: {
          environment: "This is a required field",
          defDossier: "This is a required field",
          data: "This is a required field",
        },
      });
    });

    it("refuses data outside the Query schema, under data", async () => {
      expect((await refused({ data: "all" })).data).toMatch(/^data /);
      expect((await refused({ data: {} })).data).toContain("combinators");
      expect((await refused({ data: { combinators: [{ combine: "XOR" }] } })).data).toContain("combine");
      const unknownOperator = {
        combinators: [{ combine: "AND", fields: [{ id: field.name, type: "sounds_like" }] }],
      };
      expect((await refused({ data: unknownOperator })).data).toContain("/combinators/0/fields/0/type");
    });

    it("refuses what does not compile: unknown fields and links, operators the type lacks, unreadable values", async () => {
      const one = (condition: Record<string, unknown>) => ({
        combinators: [{ combine: "AND", fields: [condition] }],
      });
      expect(await refused({ data: one({ id: 999_999, type: "exact", value: "a" }) })).toEqual({
        data: "Unknown field 999999 in query",
      });
      // A field of another entity is unknown here too.
      expect((await refused({ data: one({ id: field.status, type: "in", value: [1] }) })).data).toBe(
        `Unknown field ${field.status} in query`,
      );
      expect(await refused({ data: one({ id: field.budget, type: "like", value: "1" }) })).toEqual({
        data: `Field ${field.budget} (amount) does not support operator like`,
      });
      expect(
        (await refused({ data: one({ id: field.budget, type: "greater", value: "lots" }) })).data,
      ).toContain("needs a number");
      const link = { combinators: [{ combine: "AND", links: [{ id: 999_999 }] }] };
      expect(await refused({ data: link })).toEqual({ data: "Unknown link 999999 in query" });
    });

    it("refuses entities of another environment, unknown other queries and queries that lead back to themselves", async () => {
      expect(await refused({ defDossier: foreignEntity, data: { combinators: [] } })).toEqual({
        defDossier: "This value is not valid",
      });
      const otherQuery = (link: number, uuid: string, type = "IN") => ({
        combinators: [
          { combine: "AND", links: [{ id: link, where_other_type: type, where_other_query: uuid }] },
        ],
      });
      expect(
        (await refused({ data: otherQuery(plans, "00000000-0000-4000-8000-000000000000") })).data,
      ).toContain("Unknown query");

      // Clients with no plan in a plan query, and that plan query asking for plans of clients in the first.
      const planQuery = await create(builder.cookie, {
        environment,
        defDossier: plan,
        data: { combinators: [] },
      });
      const clientQuery = await create(builder.cookie, {
        environment,
        defDossier: client,
        data: otherQuery(plans, planQuery.uuid, "NOT_IN"),
      });
      const circle = await api.request("PATCH", `/api/dossierquery/${planQuery.id}`, {
        cookie: builder.cookie,
        body: { data: otherQuery(clients, clientQuery.uuid) },
      });
      expect(circle.status).toBe(400);
      expect(circle.body.errors.data).toBe(`Query ${planQuery.uuid} refers to itself through other queries`);
      const self = await api.request("PATCH", `/api/dossierquery/${clientQuery.id}`, {
        cookie: builder.cookie,
        body: { data: otherQuery(plans, clientQuery.uuid) },
      });
      expect(self.status).toBe(400);
      expect(self.body.errors.data).toContain("refers to itself");
    });

    it("refuses translations in an unknown form and never answers 5xx to odd bodies", async () => {
      expect(
        (await refused({ data: { combinators: [] }, translations: [{ culture: "english" }] }))[
          "translations.0.culture"
        ],
      ).toBe("This value is not valid");
      const odd: unknown[] = [
        { data: null },
        { data: [] },
        { data: { combinators: [null] } },
        {
          data: {
            combinators: [{ combine: "AND", fields: [{ id: "created_at", type: "between", value: "x" }] }],
          },
        },
        { data: { combinators: [{ combine: "AND", links: [{ id: plans, where_min: -1 }] }] } },
        {
          data: {
            combinators: [{ combine: "AND", fields: [{ id: field.name, type: "exact", value: { a: 1 } }] }],
          },
        },
        { defDossier: "x", data: { combinators: [] } },
        { environment: 2_147_483_648, data: { combinators: [] } },
      ];
      for (const body of odd) {
        const response = await post(builder.cookie, { environment, defDossier: client, ...(body as object) });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.errors).toBeDefined();
      }
    });
  });

  describe("change and delete", () => {
    it("changes data and translations, records who did, and keeps the query in its environment", async () => {
      const created = await create(builder.cookie, { environment, defDossier: client, data: byName("a") });
      const patched = await api.request("PATCH", `/api/dossierquery/${created.id}`, {
        cookie: envAdmin.cookie,
        body: { data: byName("b"), translations: translations("B clients") },
      });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      expect(patched.body.data).toEqual(byName("b"));
      expect(patched.body.translations).toEqual(translations("B clients"));
      expect(patched.body.created_by).toEqual({ username: builder.username });
      expect(patched.body.modified_by).toEqual({ username: envAdmin.username });

      // Moving to another entity checks the data against that entity.
      const moved = await api.request("PATCH", `/api/dossierquery/${created.id}`, {
        cookie: builder.cookie,
        body: { defDossier: plan },
      });
      expect(moved.status).toBe(400);
      expect(moved.body.errors.data).toBe(`Unknown field ${field.name} in query`);

      const elsewhere = await api.request("PATCH", `/api/dossierquery/${created.id}`, {
        cookie: root.cookie,
        body: { environment: other },
      });
      expect(elsewhere.body).toEqual({ errors: { environment: "This value is not valid" } });
    });

    it("deletes a query", async () => {
      const created = await create(builder.cookie, { environment, defDossier: client, data: byName("gone") });
      expect(
        (await api.request("DELETE", `/api/dossierquery/${created.id}`, { cookie: builder.cookie })).status,
      ).toBe(204);
      expect(
        (await api.request("GET", `/api/dossierquery/${created.id}`, { cookie: builder.cookie })).status,
      ).toBe(404);
      expect(
        (await api.request("DELETE", `/api/dossierquery/${created.id}`, { cookie: builder.cookie })).status,
      ).toBe(404);
    });
  });

  describe("permissions", () => {
    let id: number;
    beforeAll(async () => {
      id = (await create(root.cookie, { environment, defDossier: client, data: byName("p") })).id;
    });

    const calls = (queryId: number, entity = client, env = environment) => ({
      list: ["GET", `/api/dossierquery?environment=${env}`, undefined],
      read: ["GET", `/api/dossierquery/${queryId}`, undefined],
      create: ["POST", "/api/dossierquery", { environment: env, defDossier: entity, data: byName("n") }],
      change: ["PATCH", `/api/dossierquery/${queryId}`, { translations: translations("changed") }],
    });
    const status = async (who: Cookie | undefined, [method, url, body]: readonly unknown[]) =>
      (
        await api.request(method as "GET", url as string, {
          cookie: who?.cookie,
          ...(body === undefined ? {} : { body }),
        })
      ).status;

    it("lets members read, and only the query builder, environment and super admins write", async () => {
      const expectations: [Cookie | undefined, Record<string, number>][] = [
        [undefined, { list: 401, read: 401, create: 401, change: 401 }],
        [outsider, { list: 403, read: 403, create: 403, change: 403 }],
        [reader, { list: 200, read: 200, create: 403, change: 403 }],
        [builder, { list: 200, read: 200, create: 201, change: 200 }],
        [envAdmin, { list: 200, read: 200, create: 201, change: 200 }],
        [root, { list: 200, read: 200, create: 201, change: 200 }],
      ];
      for (const [who, expected] of expectations) {
        const actual: Record<string, number> = {};
        for (const [name, call] of Object.entries(calls(id))) actual[name] = await status(who, call);
        expect(actual, who?.username ?? "anonymous").toEqual(expected);
      }
      expect(await status(reader, ["DELETE", `/api/dossierquery/${id}`])).toBe(403);
      expect(await status(outsider, ["DELETE", `/api/dossierquery/${id}`])).toBe(403);
    });

    it("keeps environments apart: an admin of one cannot reach or write into another", async () => {
      // The outsider administers the other environment, but names this one's entity from there.
      expect(
        await status(outsider, [
          "POST",
          "/api/dossierquery",
          { environment: other, defDossier: client, data: byName("x") },
        ]),
      ).toBe(400);
      expect(await status(outsider, ["GET", `/api/dossierquery?defDossier=${client}`])).toBe(403);
      expect(await status(builder, ["GET", `/api/dossierquery?environment=${other}`])).toBe(403);
      const foreign = await create(outsider.cookie, {
        environment: other,
        defDossier: foreignEntity,
        data: { combinators: [] },
      });
      expect(await status(builder, ["GET", `/api/dossierquery/${foreign.id}`])).toBe(403);
      expect(await status(root, ["GET", `/api/dossierquery/${foreign.id}`])).toBe(200);
    });
  });

  describe("filtering a records list by a saved query", () => {
    it("selects the records the query describes, by uuid or id", async () => {
      const insertRecord = async (name: string, archived = false) => {
        const [row] = await api.db.query<{ id: number }>(
          "insert into content_dossiers (environment_id, def_dossier_id, archived) values ($1, $2, $3) returning id",
          [environment, client, archived],
        );
        const id = row?.id ?? 0;
        await writeFieldValues(api.db, { id, def_dossier_id: client }, [
          { dataFieldId: field.name as number, type: "text", value: name },
        ]);
        return id;
      };
      const jansen = await insertRecord("Jansen");
      await insertRecord("Pietersen");
      await insertRecord("Jansma", true);
      const query = await create(builder.cookie, { environment, defDossier: client, data: byName("jans") });
      for (const key of [query.uuid, String(query.id)]) {
        const fragment = await queryFilter(api.db, client, key, {
          userId: builder.id,
          alias: "r",
          params: [client],
        });
        const rows = await api.db.query<{ id: number }>(
          `select r.id from content_dossiers r where r.def_dossier_id = $1 and ${fragment.sql} order by r.id`,
          fragment.params,
        );
        expect(rows.map((r) => r.id)).toEqual([jansen]);
      }
    });
  });
});
