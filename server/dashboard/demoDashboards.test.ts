import { beforeAll, expect, it } from "vitest";
import { seedDemo } from "../setup/seedDemo";
import { describeApi } from "../testing/apiHarness";

const PASSWORD = "demo password";
/** Lists read the records list and containers their children: no data of their own. */
const WITHOUT_DATA = new Set(["dashboard", "block_container"]);

describeApi("the demo environments' dashboards", (api) => {
  let cookie: string;
  let environments: { id: number; name: string }[];

  beforeAll(async () => {
    await seedDemo(api.db, { password: PASSWORD });
    const admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    cookie = admin.cookie;
    environments = await api.db.query("select id, name from environments order by id");
  }, 180_000);

  it("answers the data of every block of every demo dashboard", async () => {
    expect(environments.length).toBeGreaterThanOrEqual(3);
    for (const environment of environments) {
      const list = await api.request("GET", `/api/mypageblock?environment=${environment.id}&dashboard=1`, {
        cookie,
      });
      expect(list.status).toBe(200);
      expect(list.body.results.length, environment.name).toBeGreaterThan(3);
      const blocks = list.body.results.flatMap((b: { children: unknown[] }) => [b, ...b.children]);
      for (const block of blocks as { id: number; type: string; translations: { title: string }[] }[]) {
        if (WITHOUT_DATA.has(block.type)) continue;
        const data = await api.request("GET", `/api/mypageblock/${block.id}/data?locale=en_GB`, { cookie });
        expect(
          data.status,
          `${environment.name} ${block.translations[0]?.title}: ${JSON.stringify(data.body)}`,
        ).toBe(200);
      }
    }
  }, 120_000);

  it("counts a link's children per list option for the blocks that ask for it", async () => {
    const [environment] = environments;
    const list = await api.request("GET", `/api/mypageblock?environment=${environment?.id}`, { cookie });
    const linkBlocks = (
      list.body.results as { id: number; type: string; settings: Record<string, number> }[]
    ).filter((b) => b.type === "count_link_options");
    expect(linkBlocks.length).toBeGreaterThan(0);
    for (const block of linkBlocks) {
      const data = await api.request("GET", `/api/mypageblock/${block.id}/data`, { cookie });
      expect(data.status).toBe(200);
      // The same count straight from the tables: children of the link per option of the child's field.
      const [link] = await api.db.query<{ child_def_dossier_id: number }>(
        "select child_def_dossier_id from def_dossier_links where id = $1",
        [block.settings.origin_link_field],
      );
      const expected = await api.db.query<{ option: number; n: number }>(
        `select o.id as option, count(distinct cl.child_id)::int as n
           from content_dossier_links cl
           join content_dossiers p on p.id = cl.parent_id and not p.archived
           join content_dossiers c on c.id = cl.child_id and not c.archived
           join records_${Number(link?.child_def_dossier_id)} r on r.id = c.id
           join def_field_lists o on o.id = any(r.f${Number(block.settings.count_link_field)})
          where cl.def_dossier_link_id = $1
          group by o.id`,
        [block.settings.origin_link_field],
      );
      const got = Object.fromEntries(
        (data.body.results as { def_field_list_id: number; total_items: number }[]).map((r) => [
          r.def_field_list_id,
          r.total_items,
        ]),
      );
      expect(got).toEqual(Object.fromEntries(expected.map((r) => [r.option, r.n])));
      expect(Object.keys(got).length).toBeGreaterThan(0);
    }
  });
});
