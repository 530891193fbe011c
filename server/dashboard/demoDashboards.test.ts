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
});
