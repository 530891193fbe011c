import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { environments, linksById, toBundle } from "../../fixtures";
import { seedDemo } from "../setup/seedDemo";
import { openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { loadBundle } from "./loadBundle";

const count = (rows: { n: number }[]) => rows[0]?.n ?? 0;

describe("seeding the demo environments' metadata", () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await openTestDatabase("pglite");
    await seedDemo(test.db, { password: "demo password" });
  }, 120_000);
  afterAll(() => test?.dispose());

  it.each(environments.map((fixture) => ({ fixture, slug: fixture.environment.slug })))(
    "writes every piece of $slug with the fixture's ids",
    async ({ fixture }) => {
      const env = fixture.environment.id;
      const n = async (sql: string) => count(await test.db.query<{ n: number }>(sql, [env]));
      const entities = fixture.entities;
      expect(await n("select count(*)::int as n from def_fields where environment_id = $1")).toBe(
        fixture.baseFields.length,
      );
      expect(await n("select count(*)::int as n from def_field_lists where environment_id = $1")).toBe(
        fixture.baseFields.flatMap((f) => f.def_field_lists ?? []).length,
      );
      expect(await n("select count(*)::int as n from def_dossiers where environment_id = $1")).toBe(
        entities.length,
      );
      expect(await n("select count(*)::int as n from def_dossier_def_fields where environment_id = $1")).toBe(
        entities.flatMap((e) => e.dataFields).length,
      );
      expect(await n("select count(*)::int as n from display_items where environment_id = $1")).toBe(
        entities.flatMap((e) => e.positions.flatMap((p) => p.items)).length,
      );
      expect(
        await n(
          "select count(*)::int as n from display_item_roles r join display_items i on i.id = r.display_item_id where i.environment_id = $1",
        ),
      ).toBe(entities.flatMap((e) => e.positions.flatMap((p) => p.items.flatMap((i) => i.roles))).length);
      expect(await n("select count(*)::int as n from dossier_queries where environment_id = $1")).toBe(
        fixture.queries.length,
      );
      expect(await n("select count(*)::int as n from mypage_blocks where environment_id = $1")).toBe(
        fixture.blocks.length,
      );
      expect(await n("select count(*)::int as n from display_custom_views where environment_id = $1")).toBe(
        entities.flatMap((e) => e.customViews).length,
      );

      // Back links pair up as in the fixture.
      const links = await test.db.query<{ id: number; back_link_id: number | null }>(
        "select id, back_link_id from def_dossier_links where environment_id = $1 order by id",
        [env],
      );
      const fixtureLinks = linksById(fixture);
      expect(links).toEqual(
        [...fixtureLinks.values()]
          .sort((a, b) => a.id - b.id)
          .map((l) => ({ id: l.id, back_link_id: l.back_link_id ?? null })),
      );

      const blockRoles = await test.db.query<{ mypage_block_id: number; role_id: number }>(
        `select r.mypage_block_id, r.role_id from mypage_block_roles r join mypage_blocks b on b.id = r.mypage_block_id
          where b.environment_id = $1 order by 1, 2`,
        [env],
      );
      expect(blockRoles).toEqual(
        fixture.blocks
          .flatMap((b) =>
            [...b.roles].sort((x, y) => x - y).map((role_id) => ({ mypage_block_id: b.id, role_id })),
          )
          .sort((a, b) => a.mypage_block_id - b.mypage_block_id || a.role_id - b.role_id),
      );

      for (const entity of entities) {
        const context = { locale: fixture.environment.locales[0] ?? "en_GB", roles: [], admin: false };
        expect(await loadBundle(test.db, entity.entity.id, context)).toEqual(
          toBundle(fixture, entity.entity.id, context),
        );
      }
    },
  );

  it("moves every sequence past the seeded ids, and seeds nothing twice", async () => {
    const care = environments[0];
    if (!care) throw new Error("fixtures missing");
    const [field] = await test.db.query<{ id: number }>(
      "insert into def_fields (environment_id, name, type) values ($1, 'after_seeding', 'text') returning id",
      [care.environment.id],
    );
    const highest = Math.max(...environments.flatMap((f) => f.baseFields.map((b) => b.id)));
    expect(field?.id).toBeGreaterThan(highest);
    const [item] = await test.db.query<{ id: number }>(
      `insert into display_items (environment_id, def_dossier_id, view) values ($1, $2, 'edit') returning id`,
      [care.environment.id, care.entities[0]?.entity.id],
    );
    expect(item?.id).toBeGreaterThan(
      Math.max(
        ...environments.flatMap((f) =>
          f.entities.flatMap((e) => e.positions.flatMap((p) => p.items.map((i) => i.id))),
        ),
      ),
    );
    expect(await seedDemo(test.db)).toEqual({ environments: [], users: [] });
  });
});
