import { beforeAll, expect, it } from "vitest";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";

type Who = keyof RecordsScene["users"];

const PEOPLE = [
  { kind: "private", salary: 100, born: "2024-01-10" },
  { kind: "private", salary: 200, born: "2024-02-10" },
  { kind: "business", salary: 50, born: "2024-05-01" },
  { kind: "vip", salary: 1000, born: "2024-05-20" },
  { kind: "vip", born: "2024-11-02" },
] as const;

describeApi("dashboard blocks, their data and positions", (api) => {
  let scene: RecordsScene;
  const call = async (who: Who, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    api.request(method, url, { cookie: scene.users[who].cookie, ...(body === undefined ? {} : { body }) });
  const makeBlock = async (body: Record<string, unknown>) => {
    const made = await call("envAdmin", "POST", "/api/mypageblock", {
      environment: scene.environment,
      ...body,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as { id: number; uuid: string };
  };

  beforeAll(async () => {
    scene = await recordsScene(api, 7900);
    for (const [index, p] of PEOPLE.entries()) {
      const made = await call("manager", "POST", "/api/contentdossier", {
        defDossier: scene.entities.person,
        [scene.person.name.edit]: `P${index}`,
        [scene.person.kind.edit]: [scene.options[p.kind]],
        ...(p.kind === "business" ? { [scene.person.company.edit]: "Acme" } : {}),
        ...("salary" in p ? { [scene.person.salary.edit]: p.salary } : {}),
        [scene.person.born.edit]: p.born,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
  }, 60_000);

  it("refuses a block without a type, without an entity its type needs, or with a column width off 1 to 12", async () => {
    const post = (body: Record<string, unknown>) =>
      call("envAdmin", "POST", "/api/mypageblock", { environment: scene.environment, ...body });
    expect((await post({})).body).toEqual({ errors: { type: "This is a required field" } });
    expect(
      (await post({ type: "count_list_options", settings: { count_list_field: 1 } })).body.errors,
    ).toEqual({
      defDossier: "This is a required field",
    });
    expect((await post({ type: "online_users", col: 13 })).body.errors).toEqual({
      col: "This value is not valid",
    });
    expect((await post({ type: "date_statistics", defDossier: scene.entities.person })).body.errors).toEqual({
      "settings.period": "This is a required field",
    });
    expect((await post({ type: "pie", defDossier: scene.entities.person })).status).toBe(400);
    const made = await post({ type: "online_users" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ col: 12, rank: 0, settings: { limit: 10 }, dashboard: true });
  });

  it("lets only environment and super admins add, edit and delete blocks", async () => {
    const body = { environment: scene.environment, type: "online_users" };
    expect((await call("manager", "POST", "/api/mypageblock", body)).status).toBe(403);
    const made = await call("admin", "POST", "/api/mypageblock", body);
    expect(made.status).toBe(201);
    expect((await call("manager", "PATCH", `/api/mypageblock/${made.body.id}`, { col: 6 })).status).toBe(403);
    const patched = await call("envAdmin", "PATCH", `/api/mypageblock/${made.body.id}`, {
      col: 6,
      translations: [{ culture: "en_GB", title: "Online now" }],
    });
    expect(patched.body).toMatchObject({ col: 6, translations: [{ culture: "en_GB", title: "Online now" }] });
    expect((await call("manager", "DELETE", `/api/mypageblock/${made.body.id}`)).status).toBe(403);
    expect((await call("envAdmin", "DELETE", `/api/mypageblock/${made.body.id}`)).status).toBe(204);
    expect((await call("envAdmin", "GET", `/api/mypageblock/${made.body.id}`)).status).toBe(404);
  });

  it("gives a field a chart counts per option an index of its own while a chart counts it", async () => {
    const indexes = async () =>
      (
        await api.db.query<{ name: string }>(
          "select indexname as name from pg_indexes where tablename = $1 and indexname like '%_grouped'",
          [`records_${scene.entities.person}`],
        )
      ).map((row) => row.name);
    const grouped = `records_${scene.entities.person}_f${scene.dataFields.kind}_grouped`;
    const before = await indexes();
    const container = await makeBlock({ type: "block_container", settings: { layout: "horizontal" } });
    const chart = await makeBlock({
      type: "funnel",
      parent: container.id,
      defDossier: scene.entities.person,
      settings: { count_list_field: scene.dataFields.kind },
    });
    expect(await indexes()).toContain(grouped);
    // The chart counts another field: the index goes.
    const patched = await call("envAdmin", "PATCH", `/api/mypageblock/${chart.id}`, {
      type: "sum_fields",
      settings: { sum_field: scene.dataFields.salary },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(await indexes()).toEqual(before.filter((name) => name !== grouped));
    await call("envAdmin", "PATCH", `/api/mypageblock/${chart.id}`, {
      type: "funnel",
      settings: { count_list_field: scene.dataFields.kind },
    });
    expect(await indexes()).toContain(grouped);
    // Deleting the container deletes the chart inside it, and the index with it.
    expect((await call("envAdmin", "DELETE", `/api/mypageblock/${container.id}`)).status).toBe(204);
    expect(await indexes()).toEqual(before.filter((name) => name !== grouped));
  });

  it("counts records per list option, leaving out options hidden from the caller's roles", async () => {
    const block = await makeBlock({
      type: "count_list_options",
      defDossier: scene.entities.person,
      settings: { count_list_field: scene.dataFields.kind, chart_format: "pie" },
    });
    const rowsOf = async (who: Who) => {
      const answer = await call(who, "GET", `/api/mypageblock/${block.id}/data?locale=nl_NL`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.results.map((r: { summary: string; total_items: number }) => [
        r.summary,
        r.total_items,
      ]);
    };
    expect(await rowsOf("manager")).toEqual([
      ["Privé", 2],
      ["Zakelijk", 1],
      ["VIP", 2],
    ]);
    expect(await rowsOf("clerk")).toEqual([
      ["Privé", 2],
      ["Zakelijk", 1],
    ]);
    expect((await call("outsider", "GET", `/api/mypageblock/${block.id}/data`)).status).toBe(403);
  });

  it("counts per option and period by the date format, and per period for date statistics", async () => {
    const block = await makeBlock({
      type: "count_list_options",
      defDossier: scene.entities.person,
      settings: {
        count_list_field: scene.dataFields.kind,
        date_field: scene.dataFields.born,
        date_format: "year",
      },
    });
    const perQuarter = await call("manager", "GET", `/api/mypageblock/${block.id}/data?date_format=quarter`);
    const rows = perQuarter.body.results.map(
      (r: { def_field_list_id: number; period: string; total_items: number }) => [
        r.def_field_list_id,
        r.period,
        r.total_items,
      ],
    );
    expect(rows).toEqual([
      [scene.options.private, "2024-01-01", 2],
      [scene.options.business, "2024-04-01", 1],
      [scene.options.vip, "2024-04-01", 1],
      [scene.options.vip, "2024-10-01", 1],
    ]);
    expect(
      (await call("manager", "GET", `/api/mypageblock/${block.id}/data?date_format=decade`)).status,
    ).toBe(400);
    const statistics = await makeBlock({
      type: "date_statistics",
      defDossier: scene.entities.person,
      settings: { date_field: scene.dataFields.born, period: "month" },
    });
    const months = await call("manager", "GET", `/api/mypageblock/${statistics.id}/data`);
    expect(months.body.results).toEqual([
      { period: "2024-01-01", total_items: 1 },
      { period: "2024-02-01", total_items: 1 },
      { period: "2024-05-01", total_items: 2 },
      { period: "2024-11-01", total_items: 1 },
    ]);
  });

  it("sums a field for those who may see it and refuses it to those who may not", async () => {
    const block = await makeBlock({
      type: "sum_fields",
      defDossier: scene.entities.person,
      settings: { sum_field: scene.dataFields.salary },
    });
    const answer = await call("manager", "GET", `/api/mypageblock/${block.id}/data`);
    expect(answer.body.result).toBe(1350);
    const hidden = await call("clerk", "GET", `/api/mypageblock/${block.id}/data`);
    expect(hidden.status).toBe(400);
    expect(JSON.stringify(hidden.body)).not.toContain("1350");
  });

  it("shows a block with roles only to holders of one of them", async () => {
    const block = await makeBlock({ type: "online_users", roles: [scene.roles.manager] });
    const listed = async (who: Who) =>
      (
        await call(who, "GET", `/api/mypageblock?environment=${scene.environment}&dashboard=1`)
      ).body.results.map((b: { id: number }) => b.id);
    expect(await listed("manager")).toContain(block.id);
    expect(await listed("clerk")).not.toContain(block.id);
    expect((await call("clerk", "GET", `/api/mypageblock/${block.id}`)).status).toBe(403);
    expect((await call("manager", "GET", `/api/mypageblock/${block.id}/data`)).body.results).toEqual({
      members: 5,
    });
    const tooMany = await call("envAdmin", "PATCH", `/api/mypageblock/${block.id}`, { roles: [999_999] });
    expect(tooMany.body.errors).toEqual({ roles: "This value is not valid" });
  });

  it("places blocks 6 by 10 in two columns, saves a user's own and the default view, hides and restores", async () => {
    const positionsOf = async (who: Who, query = "") => {
      const answer = await call(who, "GET", `/api/mypage/${scene.environment}/position${query}`);
      expect(answer.status).toBe(200);
      return answer.body.positions as {
        block: number;
        xPos: number;
        yPos: number;
        blockWidth: number;
        blockHeight: number;
        hidden: boolean;
      }[];
    };
    const initial = await positionsOf("viewer");
    expect(initial.slice(0, 3).map((p) => [p.xPos, p.yPos, p.blockWidth, p.blockHeight])).toEqual([
      [0, 0, 6, 10],
      [6, 0, 6, 10],
      [0, 10, 6, 10],
    ]);
    const first = initial[0]?.block as number;
    const path = `/api/mypage/${scene.environment}/position`;
    const own = await call("viewer", "PATCH", path, {
      blocks: [{ block: first, xPos: 4, yPos: 30, blockWidth: 0, blockHeight: 2 }],
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const moved = (await positionsOf("viewer")).find((p) => p.block === first);
    expect(moved).toMatchObject({ xPos: 4, yPos: 30, blockWidth: 5, blockHeight: 5, hidden: false });
    expect((await positionsOf("nobody")).find((p) => p.block === first)).toMatchObject({ xPos: 0, yPos: 0 });

    const shared = {
      blocks: [{ block: first, xPos: 6, yPos: 40, blockWidth: 6, blockHeight: 12 }],
      default: true,
    };
    expect((await call("viewer", "PATCH", path, shared)).status).toBe(403);
    expect((await call("envAdmin", "PATCH", path, shared)).status).toBe(200);
    expect((await positionsOf("nobody")).find((p) => p.block === first)).toMatchObject({ xPos: 6, yPos: 40 });
    expect((await positionsOf("viewer")).find((p) => p.block === first)).toMatchObject({ xPos: 4, yPos: 30 });
    expect((await positionsOf("viewer", "?default=1")).find((p) => p.block === first)).toMatchObject({
      xPos: 6,
    });

    const hide = {
      blocks: [{ block: first, xPos: 4, yPos: 30, blockWidth: 5, blockHeight: 5, hidden: true }],
    };
    await call("viewer", "PATCH", path, hide);
    expect((await positionsOf("viewer")).find((p) => p.block === first)?.hidden).toBe(true);
    await call("viewer", "PATCH", path, { blocks: [{ ...hide.blocks[0], hidden: false }] });
    expect((await positionsOf("viewer")).find((p) => p.block === first)?.hidden).toBe(false);

    const unknown = await call("viewer", "PATCH", path, {
      blocks: [{ block: 999_999, xPos: 0, yPos: 0, blockWidth: 6, blockHeight: 10 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ "blocks.0.block": "This value is not valid" });
    expect((await call("viewer", "PATCH", path, { blocks: [{ block: first }] })).status).toBe(400);
    expect((await call("outsider", "GET", path)).status).toBe(403);
  });

  it("counts only the records linked to the record a block is shown in, with dossier and linkId", async () => {
    const [from] = await api.db.query<{ id: number }>(
      "select id from def_dossier_def_fields where def_dossier_id = $1 and name = 'from'",
      [scene.entities.task],
    );
    const owner = await call("manager", "POST", "/api/contentdossier", {
      defDossier: scene.entities.person,
      [scene.person.name.edit]: "Owner",
      [scene.person.kind.edit]: [scene.options.private],
    });
    const other = await call("manager", "POST", "/api/contentdossier", {
      defDossier: scene.entities.person,
      [scene.person.name.edit]: "Other",
      [scene.person.kind.edit]: [scene.options.private],
    });
    const task = (title: string, person: number, day: string) =>
      call("manager", "POST", "/api/contentdossier", {
        defDossier: scene.entities.task,
        [scene.task.title.edit]: title,
        [scene.task.from.edit]: day,
        [scene.task.owner.edit]: [person],
      });
    for (const made of [
      await task("A", owner.body.id, "2025-03-03"),
      await task("B", owner.body.id, "2025-04-07"),
      await task("C", other.body.id, "2025-03-10"),
    ])
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    const statistics = await makeBlock({
      type: "date_statistics",
      defDossier: scene.entities.task,
      settings: { date_field: from?.id, period: "month" },
    });
    const all = await call("manager", "GET", `/api/mypageblock/${statistics.id}/data`);
    expect(all.body.results).toEqual([
      { period: "2025-03-01", total_items: 2 },
      { period: "2025-04-01", total_items: 1 },
    ]);
    const inRecord = await call(
      "manager",
      "GET",
      `/api/mypageblock/${statistics.id}/data?dossier=${owner.body.id}&linkId=${scene.links.tasks}`,
    );
    expect(inRecord.body.results).toEqual([
      { period: "2025-03-01", total_items: 1 },
      { period: "2025-04-01", total_items: 1 },
    ]);
    const bad = await call("manager", "GET", `/api/mypageblock/${statistics.id}/data?dossier=abc&linkId=1`);
    expect(bad.status).toBe(400);
  });

  it("lists blocks with containers holding their children, and positions for the tops", async () => {
    const container = await makeBlock({ type: "block_container", settings: { layout: "accordion" } });
    const child = await makeBlock({ type: "new_dossier_statistics", parent: container.id });
    const list = await call("viewer", "GET", `/api/mypageblock?environment=${scene.environment}&dashboard=1`);
    const listed = list.body.results.find((b: { id: number }) => b.id === container.id);
    expect(listed.children.map((c: { id: number }) => c.id)).toEqual([child.id]);
    expect(list.body.results.some((b: { id: number }) => b.id === child.id)).toBe(false);
    expect(list.body.positions.map((p: { block: number }) => p.block)).toContain(container.id);
    const stats = await call("viewer", "GET", `/api/mypageblock/${child.id}/data`);
    expect(stats.body.results.lastweek).toHaveLength(7);
    const made = stats.body.results.lastweek.reduce(
      (n: number, d: { cd_count: number }) => n + d.cd_count,
      0,
    );
    const [records] = await api.db.query<{ n: number }>(
      "select count(*)::int as n from content_dossiers where environment_id = $1",
      [scene.environment],
    );
    expect(made).toBe(records?.n);
    expect(made).toBeGreaterThanOrEqual(PEOPLE.length);
    expect((await call("viewer", "GET", "/api/mypageblock")).status).toBe(400);
  });
});
