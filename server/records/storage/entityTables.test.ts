import { beforeAll, expect, it } from "vitest";
import { type DesignerScene, designerScene } from "../../designer/testing/designerScene";
import { describeApi } from "../../testing/apiHarness";

/** The designer's writes keep each entity's table of values in line with its metadata, in the same call. */
describeApi("records: the entity tables follow the designer", (api) => {
  let scene: DesignerScene;
  let entity: number;
  beforeAll(async () => {
    scene = await designerScene(api);
    entity = await scene.entity();
  });

  const columns = async () =>
    Object.fromEntries(
      (
        await api.db.query<{ name: string; type: string }>(
          `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
            where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped`,
          [`records_${entity}`],
        )
      ).map((c) => [c.name, c.type]),
    );
  const indexes = async () =>
    (
      await api.db.query<{ name: string }>(
        "select indexname as name from pg_indexes where schemaname = current_schema() and tablename = $1 order by 1",
        [`records_${entity}`],
      )
    ).map((i) => i.name);

  const COMMON = {
    id: "integer",
    uuid: "text",
    environment_id: "integer",
    def_dossier_id: "integer",
    summary: "text",
    archived: "boolean",
    created_at: "timestamp with time zone",
    modified_at: "timestamp with time zone",
    created_by: "integer",
    modified_by: "integer",
    version: "integer",
    vals: "jsonb",
  };

  it("gives a new entity its table, and each data field a column of its type's SQL type", async () => {
    expect(await columns()).toEqual(COMMON);
    const text = await scene.dataField(entity, await scene.baseField({ type: "text" }));
    const amount = await scene.dataField(entity, await scene.baseField({ type: "amount" }));
    const time = await scene.dataField(entity, await scene.baseField({ type: "time" }));
    const date = await scene.dataField(entity, await scene.baseField({ type: "date" }));
    const list = await scene.dataField(entity, await scene.baseField({ type: "list" }));
    const place = await scene.dataField(entity, await scene.baseField({ type: "geolocation" }));
    await scene.dataField(entity, await scene.baseField({ type: "customActionButton" }));
    expect(await columns()).toEqual({
      ...COMMON,
      [`f${text}`]: "text",
      [`f${amount}`]: "double precision",
      [`f${time}`]: "integer",
      [`f${date}`]: "timestamp with time zone",
      [`f${list}`]: "integer[]",
      [`f${place}`]: "jsonb",
    });
  });

  it("indexes a field while a list or search view places it, with a trigram index in search", async () => {
    const field = await scene.dataField(entity, await scene.baseField({ type: "text" }));
    const name = `records_${entity}_f${field}`;
    expect(await indexes()).not.toContain(name);
    const listed = await scene.item(entity, { view: "list", defDossierDefField: field });
    expect(await indexes()).toContain(name);
    expect(await indexes()).not.toContain(`${name}_trgm`);
    const searched = await scene.item(entity, { view: "search", defDossierDefField: field });
    expect(await indexes()).toEqual(expect.arrayContaining([name, `${name}_trgm`]));
    expect((await scene.admin.del(`/api/displayitem/${searched}`)).status).toBe(204);
    expect(await indexes()).not.toContain(`${name}_trgm`);
    expect((await scene.admin.del(`/api/displayitem/${listed}`)).status).toBe(204);
    expect(await indexes()).not.toContain(name);
  });

  it("repeats a record's common columns as content_dossiers changes", async () => {
    const [record] = await api.db.query<{ id: number }>(
      "insert into content_dossiers (environment_id, def_dossier_id, summary) values ($1, $2, 'First') returning id",
      [scene.environment, entity],
    );
    await api.db.query(
      "update content_dossiers set summary = 'Second', archived = true, version = 4 where id = $1",
      [record?.id],
    );
    const [row] = await api.db.query(
      `select summary, archived, version, environment_id, def_dossier_id from records_${entity} where id = $1`,
      [record?.id],
    );
    expect(row).toEqual({
      summary: "Second",
      archived: true,
      version: 4,
      environment_id: scene.environment,
      def_dossier_id: entity,
    });
    await api.db.query("delete from content_dossiers where id = $1", [record?.id]);
    expect(await api.db.query(`select 1 from records_${entity} where id = $1`, [record?.id])).toEqual([]);
  });

  it("indexes a field checked for unique values, and drops a deleted field's column and values", async () => {
    const field = await scene.dataField(entity, await scene.baseField({ type: "amount" }), {
      settings: { validators: ["UniqueValue"] },
    });
    expect(await indexes()).toContain(`records_${entity}_f${field}`);
    const [record] = await api.db.query<{ id: number }>(
      "insert into content_dossiers (environment_id, def_dossier_id) values ($1, $2) returning id",
      [scene.environment, entity],
    );
    await api.db.query(`update records_${entity} set vals = $2::jsonb, f${field} = 7 where id = $1`, [
      record?.id,
      JSON.stringify({ [`f${field}`]: 7, keep: 1 }),
    ]);
    expect((await scene.admin.del(`/api/defdossierdeffield/${field}`)).status).toBe(204);
    expect(Object.keys(await columns())).not.toContain(`f${field}`);
    const [row] = await api.db.query<{ vals: unknown }>(`select vals from records_${entity} where id = $1`, [
      record?.id,
    ]);
    expect(row?.vals).toEqual({ keep: 1 });
  });
});
