import { beforeAll, describe, expect, it } from "vitest";
import { compileQuery, matches, type QueryRecord } from "../../engine/query";
import { jsonb } from "../db/database";
import { writeFieldValues } from "../records/recordStore";
import { syncEntityTables } from "../records/storage/entityTables";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";
import { queryFilter } from "./filterByQuery";
import { querySchemaFor } from "./querySchemaFor";

type Cookie = TestUser & { cookie: string };

describeApi("query builder: file type filters and the live count", (api) => {
  const setup = setupApi(api);
  let root: Cookie;
  let builder: Cookie;
  let blindBuilder: Cookie;
  let plainBuilder: Cookie;
  let outsider: Cookie;
  let environment: number;
  let client: number;
  let plan: number;
  let plans: number;
  const field: Record<string, number> = {};
  const record = {} as Record<"photo" | "report" | "sheet" | "mixed" | "plain" | "none" | "oldPhoto", number>;
  /** The MIME types of each record's files, for the engine's in-memory answer. */
  const mimesOf = new Map<number, string[]>();

  async function insertEntity(name: string): Promise<number> {
    const [row] = await api.db.query<{ id: number }>(
      "insert into def_dossiers (environment_id, name, translations) values ($1, $2, $3::jsonb) returning id",
      [environment, name, jsonb([{ culture: "en_GB", name_singular: name, name_plural: `${name}s` }])],
    );
    return row?.id ?? 0;
  }

  async function insertField(entityId: number, name: string, type: string): Promise<number> {
    const [base] = await api.db.query<{ id: number }>(
      "insert into def_fields (environment_id, name, type) values ($1, $2, $3) returning id",
      [environment, name, type],
    );
    const [placed] = await api.db.query<{ id: number }>(
      `insert into def_dossier_def_fields (environment_id, def_dossier_id, def_field_id, name)
       values ($1, $2, $3, $4) returning id`,
      [environment, entityId, base?.id, name],
    );
    return placed?.id ?? 0;
  }

  async function insertFile(mime: string): Promise<number> {
    const [row] = await api.db.query<{ id: number }>(
      `insert into files (environment_id, name, filename, mime, storage_key)
       values ($1, 'f', 'f', $2, 'db') returning id`,
      [environment, mime],
    );
    return row?.id ?? 0;
  }

  async function insertRecord(
    entityId: number,
    writes: { field: number; type: string; value: unknown }[],
    archived = false,
  ): Promise<number> {
    const [row] = await api.db.query<{ id: number }>(
      "insert into content_dossiers (environment_id, def_dossier_id, archived) values ($1, $2, $3) returning id",
      [environment, entityId, archived],
    );
    const id = row?.id ?? 0;
    await writeFieldValues(
      api.db,
      { id, def_dossier_id: entityId },
      writes.map((w) => ({ dataFieldId: w.field, type: w.type, value: w.value })),
    );
    return id;
  }

  async function clientWithFiles(name: string, mimes: string[], archived = false): Promise<number> {
    const files = await Promise.all(mimes.map(insertFile));
    const id = await insertRecord(
      client,
      [
        { field: field.name as number, type: "text", value: name },
        { field: field.docs as number, type: "file", value: files },
      ],
      archived,
    );
    mimesOf.set(id, mimes);
    return id;
  }

  async function link(parent: number, child: number): Promise<void> {
    await api.db.query(
      "insert into content_dossier_links (parent_id, child_id, def_dossier_link_id) values ($1, $2, $3)",
      [parent, child, plans],
    );
  }

  beforeAll(async () => {
    root = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    [builder, plainBuilder, blindBuilder, outsider] = await Promise.all([
      api.loggedInUser({ name: "builder" }),
      api.loggedInUser({ name: "plainbuilder" }),
      api.loggedInUser({ name: "blindbuilder" }),
      api.loggedInUser({ name: "outsider" }),
    ]);
    environment = await setup.environment(root.cookie);
    const other = await setup.environment(root.cookie);
    client = await insertEntity("Client");
    plan = await insertEntity("Plan");
    field.name = await insertField(client, "name", "text");
    field.docs = await insertField(client, "docs", "file");
    field.status = await insertField(plan, "status", "list");
    const [linkRow] = await api.db.query<{ id: number }>(
      `insert into def_dossier_links (environment_id, def_dossier_id, child_def_dossier_id, name)
       values ($1, $2, $3, 'plans') returning id`,
      [environment, client, plan],
    );
    plans = linkRow?.id ?? 0;
    await syncEntityTables(api.db, environment);
    await setup.member(root.cookie, builder, environment, [
      await setup.role(root.cookie, environment, ["environment-admin"]),
    ]);
    // Builds queries and reads the entities' records, but sees no field: none is placed on a display item.
    await setup.member(root.cookie, plainBuilder, environment, [
      await setup.role(root.cookie, environment, [
        "kedo.querybuilder",
        `kedo.defdossier.${client}.show`,
        `kedo.defdossier.${plan}.show`,
      ]),
    ]);
    // May build queries, but not read the entity's records: no count for them.
    await setup.member(root.cookie, blindBuilder, environment, [
      await setup.role(root.cookie, environment, ["kedo.querybuilder"]),
    ]);
    await setup.member(root.cookie, outsider, other, [
      await setup.role(root.cookie, other, ["environment-admin"]),
    ]);

    record.photo = await clientWithFiles("Photo", ["image/png"]);
    record.report = await clientWithFiles("Report", ["application/pdf"]);
    record.sheet = await clientWithFiles("Sheet", [
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    record.mixed = await clientWithFiles("Mixed", ["IMAGE/JPEG", "text/csv; charset=utf-8"]);
    record.plain = await clientWithFiles("Plain", ["application/zip"]);
    record.none = await clientWithFiles("None", []);
    record.oldPhoto = await clientWithFiles("Old photo", ["image/gif"], true);
    const open = await insertRecord(plan, [{ field: field.status as number, type: "list", value: [1] }]);
    const closed = await insertRecord(plan, [{ field: field.status as number, type: "list", value: [2] }]);
    await link(record.photo, open);
    await link(record.report, closed);
    await link(record.sheet, open);
  });

  const preview = (cookie: string, data: unknown, extra: Record<string, unknown> = {}) =>
    api.request("POST", "/api/dossierquery/preview", {
      cookie,
      body: { environment, defDossier: client, data, ...extra },
    });

  async function previewIds(data: unknown): Promise<{ count: number; ids: number[] }> {
    const response = await preview(builder.cookie, data);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = response.body as { count: number; rows: { id: number }[] };
    return { count: body.count, ids: body.rows.map((r) => r.id).sort((a, b) => a - b) };
  }

  const fileQuery = (kind: string, include_archived = "none_archived") => ({
    include_archived,
    combinators: [{ combine: "AND", fields: [{ id: field.docs, type: kind }] }],
  });
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  describe("file type filters", () => {
    const expected = () => ({
      images: [record.photo, record.mixed],
      documents: [record.report],
      spreadsheets: [record.sheet, record.mixed],
    });

    it("finds records holding a file of the kind: images, documents, spreadsheets (MIME case and parameters ignored)", async () => {
      for (const [kind, ids] of Object.entries(expected())) {
        const answer = await previewIds(fileQuery(kind));
        expect(answer.ids, kind).toEqual(sorted(ids as number[]));
        expect(answer.count, kind).toBe(ids.length);
      }
      expect((await previewIds(fileQuery("images", "both"))).ids).toEqual(
        sorted([record.photo, record.mixed, record.oldPhoto]),
      );
    });

    it("saves a file type query and filters a records list by it; the engine agrees record by record", async () => {
      const schema = await querySchemaFor(api.db, client);
      for (const [kind, ids] of Object.entries(expected())) {
        const created = await api.request("POST", "/api/dossierquery", {
          cookie: builder.cookie,
          body: { environment, defDossier: client, data: fileQuery(kind) },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const { uuid } = created.body as { uuid: string };
        const fragment = await queryFilter(api.db, client, uuid, { params: [client] });
        const rows = await api.db.query<{ id: number }>(
          `select d.id from content_dossiers d where d.def_dossier_id = $1 and ${fragment.sql} order by d.id`,
          fragment.params,
        );
        expect(
          rows.map((r) => r.id),
          kind,
        ).toEqual(sorted(ids as number[]));

        const predicate = compileQuery(fileQuery(kind) as never, schema, { now: new Date() });
        const inMemory = [...mimesOf.entries()]
          .filter(([id, mimes]) => {
            const files = mimes.map((mime, i) => ({ id: i + 1, mime }));
            const candidate: QueryRecord = {
              id,
              archived: id === record.oldPhoto,
              created_at: "2026-01-01T00:00:00Z",
              modified_at: "2026-01-01T00:00:00Z",
              created_by: null,
              modified_by: null,
              values: { [field.docs as number]: files },
              links: {},
            };
            return matches(predicate, candidate);
          })
          .map(([id]) => id);
        expect(sorted(inMemory), kind).toEqual(sorted(ids as number[]));
      }
    });

    it("refuses a file type on a field that holds no files, and an unknown kind, under data", async () => {
      for (const data of [
        { combinators: [{ combine: "AND", fields: [{ id: field.name, type: "images" }] }] },
        { combinators: [{ combine: "AND", fields: [{ id: field.docs, type: "videos" }] }] },
        { combinators: [{ combine: "AND", fields: [{ id: field.docs, type: "like", value: "x" }] }] },
      ]) {
        const response = await preview(builder.cookie, data);
        expect(response.status, JSON.stringify(data)).toBe(400);
        expect((response.body as { errors: Record<string, string> }).errors.data).toBeTruthy();
      }
    });
  });

  describe("live count", () => {
    it("counts what the unsaved tree matches, and follows every change of it", async () => {
      const all = await previewIds({ combinators: [] });
      expect(all.count).toBe(6);
      const nested = {
        combinators: [
          {
            combine: "OR",
            fields: [{ id: field.name, type: "exact", value: "plain" }],
            combinators: [
              {
                combine: "AND",
                fields: [{ id: field.docs, type: "images" }],
                links: [
                  {
                    id: plans,
                    where_empty_not_empty: "NOT_EMPTY",
                    combinators: [
                      { combine: "AND", fields: [{ id: field.status, type: "equals", value: 1 }] },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      };
      expect(await previewIds(nested)).toEqual({ count: 2, ids: sorted([record.plain, record.photo]) });
      const andTop = { combinators: [{ ...nested.combinators[0], combine: "AND" }] };
      expect((await previewIds(andTop)).count).toBe(0);
      const noPlans = {
        combinators: [{ combine: "AND", links: [{ id: plans, where_empty_not_empty: "EMPTY" }] }],
      };
      expect((await previewIds(noPlans)).ids).toEqual(sorted([record.mixed, record.plain, record.none]));
    });

    it("answers at most `limit` rows with the full count", async () => {
      const response = await preview(builder.cookie, { combinators: [] }, { limit: 2 });
      expect(response.status).toBe(200);
      const body = response.body as { count: number; rows: unknown[] };
      expect(body.count).toBe(6);
      expect(body.rows).toHaveLength(2);
    });

    it("refuses other queries that do not exist, as a save would", async () => {
      const unknown = {
        combinators: [
          {
            combine: "AND",
            links: [
              {
                id: plans,
                where_other_type: "IN",
                where_other_query: "00000000-0000-4000-8000-000000000000",
              },
            ],
          },
        ],
      };
      const response = await preview(builder.cookie, unknown);
      expect(response.status).toBe(400);
      expect((response.body as { errors: Record<string, string> }).errors.data).toContain("Unknown query");
    });

    it("counts for a builder only over what they may see: a query on a hidden field is refused", async () => {
      const all = await preview(plainBuilder.cookie, { combinators: [] });
      expect(all.status).toBe(200);
      expect((all.body as { count: number }).count).toBe(6);
      const hidden = await preview(plainBuilder.cookie, fileQuery("images"));
      expect(hidden.status).toBe(400);
      expect(hidden.body).toHaveProperty("errors.data");
    });

    it("is for query builders who may read the entity, within their environment", async () => {
      const data = { combinators: [] };
      expect((await preview(blindBuilder.cookie, data)).status).toBe(403);
      expect((await preview(outsider.cookie, data)).status).toBe(403);
      const response = await preview(outsider.cookie, data);
      expect(JSON.stringify(response.body)).not.toContain("Photo");
      expect((await preview(root.cookie, data)).status).toBe(200);
    });

    it("shows in /api/docs with its body schema", async () => {
      const docs = await api.request("GET", "/api/docs/json", { cookie: root.cookie });
      const body = (docs.body as { paths: Record<string, { post?: { requestBody?: unknown } }> }).paths[
        "/api/dossierquery/preview"
      ]?.post?.requestBody;
      expect(JSON.stringify(body)).toContain("defDossier");
      expect(JSON.stringify(body)).toContain("limit");
    });

    it("answers bad bodies with 400 and field errors, never 5xx", async () => {
      for (const body of [
        {},
        { environment, defDossier: client },
        { environment, defDossier: client, data: { combinators: "x" } },
        { environment, defDossier: 99_999_999, data: { combinators: [] } },
        { environment, defDossier: client, data: { combinators: [] }, limit: 0 },
      ]) {
        const response = await api.request("POST", "/api/dossierquery/preview", {
          cookie: builder.cookie,
          body,
        });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toHaveProperty("errors");
      }
    });
  });
});
