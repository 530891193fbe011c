import ExcelJS from "exceljs";
import { beforeAll, expect, it } from "vitest";
import { addMember } from "../records/testing/installFixture";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { type ApiResponse, describeApi } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

const REQUIRED = "This is a required field";
const DATE = "Enter a valid date";
const INVALID = "This value is not valid";
const ALREADY_USED = "This value is already used";

const csvUrl = (text: string) => `data:text/csv;base64,${Buffer.from(text, "utf8").toString("base64")}`;
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

describeApi("import", (api) => {
  let scene: RecordsScene;
  beforeAll(async () => {
    scene = await recordsScene(api, 9300);
  }, 60_000);

  const p = () => scene.person;
  const upload = (file: string, filename = "people.csv", cookie = scene.users.manager.cookie) =>
    api.request("POST", "/api/import", {
      cookie,
      body: { defDossier: scene.entities.person, filename, file },
    });
  /** Starts a run and polls until it ends (the work goes on after the 202). */
  const run = async (id: number, mode: "check" | "run", mapping: Record<string, number>) => {
    const started = await api.request("POST", `/api/import/${id}/${mode}`, {
      cookie: scene.users.manager.cookie,
      body: { mapping },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const deadline = Date.now() + 900_000;
    let state: ApiResponse;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await api.request("GET", `/api/import/${id}`, { cookie: scene.users.manager.cookie });
      expect(state.status).toBe(200);
    } while (!["checked", "imported", "failed"].includes(state.body.status) && Date.now() < deadline);
    return state.body;
  };
  const countPeople = async (where = "true", params: unknown[] = []) =>
    (
      await api.db.query<{ n: number }>(
        `select count(*)::int as n from content_dossiers where def_dossier_id = $1 and ${where}`,
        [scene.entities.person, ...params],
      )
    )[0]?.n ?? 0;

  it("reads the columns, guesses the mapping by label and refuses what is not a table", async () => {
    const response = await upload(csvUrl("Name;E-mail;Hours;Nothing\nAnn;ann@x.test;3,5;x\n"));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.columns).toEqual(["Name", "E-mail", "Hours", "Nothing"]);
    expect(response.body.rowCount).toBe(1);
    expect(response.body.preview).toEqual([["Ann", "ann@x.test", "3,5", "x"]]);
    expect(response.body.mapping).toEqual({ "0": p().name.edit, "1": p().email.edit, "2": p().hours.edit });
    expect(response.body.fields.map((f: { id: number }) => f.id)).toContain(p().tags.edit);
    // Calc and running numbers cannot come from a file.
    const types = response.body.fields.map((f: { type: string }) => f.type);
    expect(types).not.toContain("calc");
    expect(types).not.toContain("autoIncrement");

    const empty = await upload(csvUrl("\n\n"));
    expect(empty.status).toBe(400);
    expect(empty.body.errors.file).toBeTruthy();
    expect((await upload("not a data url")).status).toBe(400);
  });

  it("refuses callers without the create right and other people's imports", async () => {
    const refused = await upload(csvUrl("Name\nAnn\n"), "a.csv", scene.users.viewer.cookie);
    expect(refused.status).toBe(403);
    const mine = await upload(csvUrl("Name\nAnn\n"));
    const theirs = await api.request("GET", `/api/import/${mine.body.id}`, {
      cookie: scene.users.clerk.cookie,
    });
    expect(theirs.status).toBe(404);
    const start = await api.request("POST", `/api/import/${mine.body.id}/run`, {
      cookie: scene.users.clerk.cookie,
      body: { mapping: { "0": p().name.edit } },
    });
    expect(start.status).toBe(404);
    const badMapping = await api.request("POST", `/api/import/${mine.body.id}/check`, {
      cookie: scene.users.manager.cookie,
      body: { mapping: { "7": p().name.edit } },
    });
    expect(badMapping.status).toBe(400);
    expect(badMapping.body.errors.mapping).toBe(INVALID);
  });

  it("dry-runs 10,000 rows and reports exactly the 3 bad ones; the import writes all rows or none", async () => {
    const lines = ["Name,Kind,Company,Email,Hours,Born"];
    for (let i = 0; i < 10_000; i += 1) {
      lines.push(`Person ${i},Private,,p${i}@bulk.test,${i % 40},1980-01-01`);
    }
    // Lines 2 + i of the file: no name, an impossible date, a business without the company it requires.
    lines[1 + 17] = "  ,Private,,p17@bulk.test,1,1980-01-01";
    lines[1 + 5000] = "Person 5000,Private,,p5000@bulk.test,1,31-02-1980";
    lines[1 + 9998] = "Person 9998,Business,,p9998@bulk.test,1,1980-01-01";
    const uploaded = await upload(csvUrl(lines.join("\r\n")));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.rowCount).toBe(10_000);
    const mapping = uploaded.body.mapping;
    expect(Object.keys(mapping)).toHaveLength(6);

    const started = Date.now();
    const checked = await run(uploaded.body.id, "check", mapping);
    const checkSeconds = (Date.now() - started) / 1000;
    expect(checked.status).toBe("checked");
    expect(checked.errorCount).toBe(3);
    expect(checked.errors).toEqual([
      { row: 19, column: "Name", field: "Name", message: REQUIRED },
      { row: 5002, column: "Born", field: "Born", message: DATE },
      { row: 10_000, column: "Company", field: "Company", message: REQUIRED },
    ]);
    const before = await countPeople();
    // The import checks again and writes nothing while a row is wrong.
    const refused = await run(uploaded.body.id, "run", mapping);
    expect(refused.status).toBe("failed");
    expect(refused.errorCount).toBe(3);
    expect(await countPeople()).toBe(before);

    // A clean file of 200 rows is written whole, in one transaction (the test-sized part of the 10,000).
    const good = lines.slice(0, 1 + 200).filter((_, i) => i !== 1 + 17);
    const again = await upload(csvUrl(good.join("\n")));
    const writeStarted = Date.now();
    const imported = await run(again.body.id, "run", again.body.mapping);
    const importSeconds = (Date.now() - writeStarted) / 1000;
    expect(imported.status, JSON.stringify(imported.errors)).toBe("imported");
    expect(imported.created).toBe(199);
    expect(await countPeople()).toBe(before + 199);
    console.info(
      `import (${api.kind}): dry run of 10,000 rows ${checkSeconds} s, import of 199 rows ${importSeconds} s`,
    );
    const [stored] = await api.db.query<{ summary: string }>(
      "select summary from content_dossiers where def_dossier_id = $1 order by id desc limit 1",
      [scene.entities.person],
    );
    expect(stored?.summary).toContain("Person 199");
    // Done is done: the same file is not imported twice.
    const twice = await api.request("POST", `/api/import/${again.body.id}/run`, {
      cookie: scene.users.manager.cookie,
      body: { mapping: again.body.mapping },
    });
    expect(twice.status).toBe(409);
  }, 1_800_000);

  it("imports all rows or none: a clash between two rows of the file refuses the whole file", async () => {
    const before = await countPeople();
    const file = csvUrl("Name,Code\nFirst,C-1\nSecond,C-2\nThird,c-1\n");
    const uploaded = await upload(file);
    const result = await run(uploaded.body.id, "run", uploaded.body.mapping);
    expect(result.status).toBe("failed");
    expect(result.errors).toEqual([{ row: 4, column: "Code", field: "Code", message: ALREADY_USED }]);
    expect(await countPeople()).toBe(before);
  });

  it("takes a run whose process stopped for failed, so the file can be imported after all", async () => {
    const uploaded = await upload(csvUrl("Name\nRestarted\n"));
    // As a process that died while it imported leaves its job (nothing of it was committed).
    await api.db.query(
      "update import_jobs set status = 'writing', updated_at = now() - interval '11 minutes' where id = $1",
      [uploaded.body.id],
    );
    const state = await api.request("GET", `/api/import/${uploaded.body.id}`, {
      cookie: scene.users.manager.cookie,
    });
    expect(state.body.status).toBe("failed");
    const imported = await run(uploaded.body.id, "run", uploaded.body.mapping);
    expect(imported.status).toBe("imported");
    expect(imported.created).toBe(1);
  });

  it("links by summary or id, list options by label, and reads XLSX workbooks", async () => {
    const tag = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.tag, [scene.tag.name.edit]: "Gold" },
    });
    const other = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.tag, [scene.tag.name.edit]: "Silver" },
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("People");
    sheet.addRow(["Name", "Kind", "Company", "Hours", "Born", "Start", "Tags"]);
    sheet.addRow(["Xena", "business", "Acme", 12.5, new Date(Date.UTC(1990, 4, 17)), "9:30", "gold"]);
    sheet.addRow(["Yuri", "Private", "", "1.250,5", "17-05-1991", "23:05", `Gold|#${other.body.id}`]);
    sheet.addRow(["Zoe", "Nope", "", "", "", "", "Bronze"]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const uploaded = await upload(`data:${XLSX_TYPE};base64,${bytes.toString("base64")}`, "people.xlsx");
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.columns).toEqual(["Name", "Kind", "Company", "Hours", "Born", "Start", "Tags"]);
    expect(Object.keys(uploaded.body.mapping)).toHaveLength(7);
    const checked = await run(uploaded.body.id, "check", uploaded.body.mapping);
    expect(checked.errors).toEqual([
      { row: 4, column: "Kind", field: "Kind", message: "Choose one of the options" },
      { row: 4, column: "Tags", field: "Tags", message: INVALID },
    ]);

    const good = new ExcelJS.Workbook();
    const goodSheet = good.addWorksheet("People");
    for (let r = 1; r <= 3; r += 1) goodSheet.addRow((sheet.getRow(r).values as unknown[]).slice(1));
    const goodUpload = await upload(
      `data:${XLSX_TYPE};base64,${Buffer.from(await good.xlsx.writeBuffer()).toString("base64")}`,
      "people.xlsx",
    );
    const imported = await run(goodUpload.body.id, "run", goodUpload.body.mapping);
    expect(imported.status, JSON.stringify(imported.errors)).toBe("imported");
    const rows = await api.db.query<{ id: number; summary: string }>(
      "select id, summary from content_dossiers where def_dossier_id = $1 and summary like any($2) order by id",
      [scene.entities.person, ["%Xena%", "%Yuri%"]],
    );
    expect(rows).toHaveLength(2);
    const read = async (id: number) =>
      (await api.request("GET", `/api/contentdossier/${id}`, { cookie: scene.users.admin.cookie })).body
        .content;
    const xena = await read(rows[0]?.id as number);
    expect(xena).toMatchObject({
      [p().kind.show]: [scene.options.business],
      [p().company.show]: "Acme",
      [p().hours.show]: 12.5,
      [p().born.show]: "1990-05-17",
      [p().start.show]: "09:30",
      [p().tags.show]: [tag.body.id],
    });
    const yuri = await read(rows[1]?.id as number);
    expect(yuri).toMatchObject({
      [p().hours.show]: 1250.5,
      [p().born.show]: "1991-05-17",
      [p().tags.show]: [tag.body.id, other.body.id],
    });
  });

  it("names no linked record of an entity the importer may not see, by summary or by id", async () => {
    const platinum = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.tag, [scene.tag.name.edit]: "Platinum" },
    });
    expect(platinum.status, JSON.stringify(platinum.body)).toBe(201);
    const person = scene.entities.person;
    const role = await setupApi(api).role(
      scene.users.admin.cookie,
      scene.environment,
      ["show", "create", "edit"].map((action) => `kedo.defdossier.${person}.${action}`),
    );
    const importer = await api.loggedInUser({ name: "tagblind" });
    await addMember(api.db, scene.environment, importer.id, [role]);
    const uploaded = await upload(
      csvUrl(`Name,Tags\nPia,Platinum\nQuin,#${platinum.body.id}\n`),
      "people.csv",
      importer.cookie,
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const mapping = { 0: p().name.edit, 1: p().tags.edit };
    const started = await api.request("POST", `/api/import/${uploaded.body.id}/check`, {
      cookie: importer.cookie,
      body: { mapping },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    let state: ApiResponse;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await api.request("GET", `/api/import/${uploaded.body.id}`, { cookie: importer.cookie });
    } while (state.body.status !== "checked" && state.body.status !== "failed");
    expect(state.body.errors).toEqual([
      { row: 2, column: "Tags", field: "Tags", message: INVALID },
      { row: 3, column: "Tags", field: "Tags", message: INVALID },
    ]);
  });
});
