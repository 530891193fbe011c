import { beforeAll, describe, expect, it } from "vitest";
import { addMember } from "../records/testing/installFixture";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";
import { logCsvBatch } from "./changeLogCsv";

/** Today in Amsterdam, as the log filters count days. */
const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Amsterdam" }).format(new Date());

describeApi("logs and user activity pages", (api) => {
  let scene: RecordsScene;
  let person: number;
  let task: number;
  const holders: Record<string, string> = {};

  beforeAll(async () => {
    scene = await recordsScene(api, 8300);
    const p = scene.person;
    const manager = scene.users.manager.cookie;
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: manager,
      body: { defDossier: scene.entities.person, [p.name.edit]: "Paid", [p.salary.edit]: 98765 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    person = created.body.id;
    await api.request("PUT", `/api/contentdossier/${person}`, {
      cookie: manager,
      body: { [p.name.edit]: "Paid more", [p.salary.edit]: 87654 },
    });
    const createdTask = await api.request("POST", "/api/contentdossier", {
      cookie: manager,
      body: { defDossier: scene.entities.task, [scene.task.title.edit]: "A task" },
    });
    expect(createdTask.status, JSON.stringify(createdTask.body)).toBe(201);
    task = createdTask.body.id;
    // A view of each record by the clerk, and an export by the manager.
    await api.request("GET", `/api/contentdossier/${person}`, { cookie: scene.users.clerk.cookie });
    await api.request("GET", `/api/contentdossier/${task}`, { cookie: scene.users.clerk.cookie });
    const exported = await api.request(
      "GET",
      `/api/contentdossier/export.csv?defDossier=${scene.entities.person}&fields[]=${p.name.list}`,
      { cookie: scene.users.envAdmin.cookie },
    );
    expect(exported.status, String(exported.body)).toBe(200);
    const setup = setupApi(api);
    for (const key of ["kedo.log", "kedo.logs", "kedo.useractivity"]) {
      // kedo.log is no key of the catalog the role editor offers, but roles may carry it (spec 3-designer
      // names the area 'log or logs'): written straight into the role.
      const offered = key === "kedo.log" ? [] : [key];
      const role = await setup.role(scene.users.admin.cookie, scene.environment, offered);
      if (key === "kedo.log") {
        await api.db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [role, key]);
      }
      const user = await api.loggedInUser({ name: "logreader" });
      await addMember(api.db, scene.environment, user.id, [role]);
      holders[key] = user.cookie;
    }
  }, 90_000);

  /** As the environment's admin unless told; `null` for an anonymous caller. */
  const get = (url: string, cookie: string | null = scene.users.envAdmin.cookie) =>
    api.request("GET", url, cookie === null ? {} : { cookie });
  const env = () => `environment=${scene.environment}`;

  describe("GET /api/dossierlog", () => {
    it("filters the environment's log by entity, user and days", async () => {
      const persons = await get(`/api/dossierlog?${env()}&defDossier=${scene.entities.person}&type=change`);
      expect(persons.status).toBe(200);
      expect(persons.body.results.map((e: { content_dossier_id: number }) => e.content_dossier_id)).toEqual([
        person,
      ]);
      const tasks = await get(`/api/dossierlog?${env()}&defDossier=${scene.entities.task}`);
      expect(tasks.body.results.length).toBeGreaterThan(0);
      expect(
        tasks.body.results.every((e: { def_dossier_id: number }) => e.def_dossier_id === scene.entities.task),
      ).toBe(true);
      const byClerk = await get(`/api/dossierlog?${env()}&user=${scene.users.clerk.id}`);
      expect(byClerk.body.results.map((e: { type: string }) => e.type)).toEqual(["shown", "shown"]);
      const todays = await get(`/api/dossierlog?${env()}&from=${today()}&to=${today()}`);
      const all = await get(`/api/dossierlog?${env()}`);
      expect(all.body.pager.items).toBe(3);
      expect(todays.body.pager.items).toBe(3);
      const before = await get(`/api/dossierlog?${env()}&to=2000-01-01`);
      expect(before.body.pager.items).toBe(0);
      const after = await get(`/api/dossierlog?${env()}&from=2999-12-31`);
      expect(after.body.pager.items).toBe(0);
    });

    it("refuses unreadable days and filters with the spec's message", async () => {
      const bad = await get(`/api/dossierlog?${env()}&from=2026-02-30`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ from: "This value is not valid" });
      const reversed = await get(`/api/dossierlog?${env()}&from=2026-03-02&to=2026-03-01`);
      expect(reversed.body.errors).toEqual({ to: "This value is not valid" });
      expect((await get(`/api/dossierlog?${env()}&defDossier=x`)).body.errors).toEqual({
        defDossier: "This value is not valid",
      });
    });

    it("opens the whole log to kedo.log and kedo.logs; others read their entities' log only", async () => {
      const whole = (await get(`/api/dossierlog?${env()}`)).body.pager.items;
      expect((await get(`/api/dossierlog?${env()}`, holders["kedo.log"])).body.pager.items).toBe(whole);
      expect((await get(`/api/dossierlog?${env()}`, holders["kedo.logs"])).body.pager.items).toBe(whole);
      expect((await get(`/api/dossierlog?${env()}`, holders["kedo.useractivity"])).body.pager.items).toBe(0);
      expect((await get(`/api/dossierlog?${env()}`, scene.users.outsider.cookie)).status).toBe(403);
    });
  });

  describe("GET /api/dossierlog/export.csv", () => {
    it("streams every page of the filtered log, values hidden from the caller left out", async () => {
      const batch = logCsvBatch.size;
      logCsvBatch.size = 2;
      try {
        const url = `/api/dossierlog/export.csv?${env()}&defDossier=${scene.entities.person}&locale=en_GB`;
        const manager = await get(url, scene.users.manager.cookie);
        expect(manager.status).toBe(200);
        expect(String(manager.headers["content-type"])).toContain("text/csv");
        expect(String(manager.headers["content-disposition"])).toContain("attachment");
        expect(String(manager.body).startsWith("\ufeffDate,")).toBe(true);
        const lines = String(manager.body).trim().split("\r\n");
        expect(lines[0]).toBe("Date,User,Type,Entity,Record,Field,Old value,New value");
        expect(manager.body).toContain("Paid more");
        expect(manager.body).toContain("Salary,98.765,87.654");
        // Two entries (a create writes none: the change and the clerk's view) over pages of two lines.
        expect(lines.filter((line) => line.includes(",shown,")).length).toBe(1);
        const clerk = await get(url, scene.users.clerk.cookie);
        expect(clerk.status).toBe(200);
        expect(clerk.body).toContain("Paid more");
        expect(clerk.body).not.toContain("Salary");
        expect(clerk.body).not.toContain("98.765");
        expect(clerk.body).not.toContain("87.654");
      } finally {
        logCsvBatch.size = batch;
      }
    });

    it("is refused like the list: no environment, outsiders, anonymous", async () => {
      expect((await get("/api/dossierlog/export.csv")).status).toBe(400);
      expect((await get(`/api/dossierlog/export.csv?${env()}`, scene.users.outsider.cookie)).status).toBe(
        403,
      );
      expect((await get(`/api/dossierlog/export.csv?${env()}`, null)).status).toBe(401);
    });
  });

  describe("GET /api/log (user activity)", () => {
    it("lists record views, exports and the members' sign-ins, newest first", async () => {
      const response = await get(`/api/log?${env()}&limit=200`);
      expect(response.status).toBe(200);
      const entries = response.body.results as {
        id: string;
        type: string;
        user_id: number;
        def_dossier_id: number | null;
        content_dossier_id: number | null;
        extra_data: Record<string, unknown> | null;
        datetime: string;
      }[];
      expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
      const views = entries.filter((e) => e.type === "shown" && e.user_id === scene.users.clerk.id);
      expect(views.map((e) => e.content_dossier_id).sort()).toEqual([person, task].sort());
      const exports = entries.filter((e) => e.type === "export");
      expect(exports).toEqual([
        expect.objectContaining({
          user_id: scene.users.envAdmin.id,
          def_dossier_id: scene.entities.person,
          extra_data: { format: "csv", records: expect.any(Number) },
        }),
      ]);
      const signIns = entries.filter((e) => e.type === "login").map((e) => e.user_id);
      expect(signIns).toEqual(expect.arrayContaining([scene.users.clerk.id, scene.users.manager.id]));
      // The outsider signed in too, but is no member of this environment.
      expect(signIns).not.toContain(scene.users.outsider.id);
      const times = entries.map((e) => Date.parse(e.datetime));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it("counts a document made of a record, which the record's change log holds, as an export", async () => {
      await api.db.query(
        `insert into dossier_logs (environment_id, def_dossier_id, content_dossier_id, user_id, username, type,
           extra_data) values ($1, $2, $3, $4, $5, 'export', $6::jsonb)`,
        [
          scene.environment,
          scene.entities.task,
          task,
          scene.users.manager.id,
          scene.users.manager.username,
          JSON.stringify({ template: "t-1", name: "Quote", format: "pdf" }),
        ],
      );
      const response = await get(`/api/log?${env()}&type=export&user=${scene.users.manager.id}`);
      expect(response.body.results).toEqual([
        expect.objectContaining({
          type: "export",
          def_dossier_id: scene.entities.task,
          content_dossier_id: task,
          extra_data: { template: "t-1", name: "Quote", format: "pdf" },
        }),
      ]);
      // Ids stay unique across both sources.
      const all = await get(`/api/log?${env()}&limit=200`);
      const ids = all.body.results.map((e: { id: string }) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("filters by user, type, entity and days", async () => {
      const clerkViews = await get(`/api/log?${env()}&user=${scene.users.clerk.id}&type=shown`);
      expect(clerkViews.body.pager.items).toBe(2);
      const taskViews = await get(`/api/log?${env()}&type=shown&defDossier=${scene.entities.task}`);
      expect(taskViews.body.results.map((e: { content_dossier_id: number }) => e.content_dossier_id)).toEqual(
        [task],
      );
      const several = await get(
        `/api/log?${env()}&type[]=export&type[]=login&user=${scene.users.envAdmin.id}`,
      );
      expect(several.body.results.map((e: { type: string }) => e.type).sort()).toEqual(["export", "login"]);
      expect((await get(`/api/log?${env()}&to=2000-01-01`)).body.pager.items).toBe(0);
      expect((await get(`/api/log?${env()}&type=change`)).body.errors).toEqual({
        type: "This value is not valid",
      });
    });

    it("logs each opening of a record, also the same user's second one", async () => {
      const before = (await get(`/api/log?${env()}&type=shown&user=${scene.users.viewer.id}`)).body.pager
        .items;
      for (let i = 0; i < 2; i += 1) {
        const opened = await get(`/api/contentdossier/${person}`, scene.users.viewer.cookie);
        expect(opened.status).toBe(200);
      }
      const after = await get(`/api/log?${env()}&type=shown&user=${scene.users.viewer.id}`);
      expect(after.body.pager.items).toBe(before + 2);
      expect(after.body.results[0]).toMatchObject({
        type: "shown",
        username: scene.users.viewer.username,
        content_dossier_id: person,
        def_dossier_id: scene.entities.person,
      });
      // A refused reading is no view.
      const refused = await get(`/api/contentdossier/${person}`, scene.users.nobody.cookie);
      expect(refused.status).toBe(403);
      expect((await get(`/api/log?${env()}&type=shown&user=${scene.users.nobody.id}`)).body.pager.items).toBe(
        0,
      );
    });

    it("needs kedo.useractivity (or admin)", async () => {
      expect((await get(`/api/log?${env()}`, holders["kedo.useractivity"])).status).toBe(200);
      expect((await get(`/api/log?${env()}`, scene.users.admin.cookie)).status).toBe(200);
      expect((await get(`/api/log?${env()}`, holders["kedo.logs"])).status).toBe(403);
      expect((await get(`/api/log?${env()}`, scene.users.manager.cookie)).status).toBe(403);
      expect((await get(`/api/log?${env()}`, scene.users.outsider.cookie)).status).toBe(403);
      expect((await get(`/api/log?${env()}`, null)).status).toBe(401);
      expect((await get("/api/log")).status).toBe(400);
    });
  });

  it("documents the calls and their filters in the OpenAPI document", async () => {
    const docs = await get("/api/docs/json", scene.users.admin.cookie);
    const names = (path: string) =>
      (docs.body.paths[path]?.get?.parameters ?? []).map((p: { name: string }) => p.name);
    for (const path of ["/api/dossierlog", "/api/dossierlog/export.csv", "/api/log", "/api/log/export.csv"]) {
      expect(names(path), path).toEqual(
        expect.arrayContaining(["environment", "user", "type", "defDossier", "from", "to"]),
      );
    }
    expect(names("/api/file")).toEqual(expect.arrayContaining(["environment", "search", "page", "limit"]));
  });

  describe("GET /api/log/export.csv", () => {
    it("streams the filtered activity for holders of kedo.useractivity only", async () => {
      const url = `/api/log/export.csv?${env()}&type=shown&user=${scene.users.clerk.id}`;
      const response = await get(url, holders["kedo.useractivity"]);
      expect(response.status).toBe(200);
      const lines = String(response.body).trim().split("\r\n");
      expect(lines[0]).toBe("Date,User,Type,Entity,Record,Details");
      expect(lines).toHaveLength(3);
      expect(lines.slice(1).every((line) => line.includes(`${scene.users.clerk.username},shown,`))).toBe(
        true,
      );
      expect(lines.some((line) => line.endsWith(`,${person},`))).toBe(true);
      expect((await get(url, scene.users.manager.cookie)).status).toBe(403);
    });
  });
});
