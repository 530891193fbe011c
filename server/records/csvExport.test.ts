import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../db/sql";
import { describeApi } from "../testing/apiHarness";
import { csvExportBatch } from "./csvExport";
import { recordBatches } from "./listing/batches";
import { listOrder } from "./listing/sort";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

const REQUIRED = "This is a required field";
const INVALID = "This value is not valid";
/** Records per statement in these tests, so every export crosses several batch borders. */
const BATCH = 2;

/** People by name: hours repeat and companies are missing for some, so sorts meet ties and nulls. */
const PEOPLE = [
  { name: 'Anna "AJ" Jansen', hours: 8, company: "Acme, Inc.", notes: "<p>Head of <b>sales</b></p>" },
  { name: "Bob", hours: 8, company: "Acme, Inc." },
  { name: "Cor", hours: 3 },
  { name: "Dirk", hours: 12, company: "Zeta" },
  { name: "Eva", hours: 3, company: "Beta" },
  { name: "Fenna" },
  { name: "Gijs", hours: 5, notes: "two\nlines" },
  { name: "Hanna", hours: 12, company: "Beta" },
  { name: "Ivo", hours: 1 },
] as const;

describeApi("CSV export", (api) => {
  let scene: RecordsScene;
  let tag: number;
  /** Record ids by name. */
  const ids = new Map<string, number>();
  const original = csvExportBatch.size;

  beforeAll(async () => {
    csvExportBatch.size = BATCH;
    scene = await recordsScene(api, 7000);
    const grants: [number, string][] = [
      [scene.roles.manager, "export_csv"],
      [scene.roles.clerk, "export"],
      [scene.roles.viewer, "export_pdf"],
    ];
    for (const [role, action] of grants) {
      await api.db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
        role,
        `kedo.defdossier.${scene.entities.person}.${action}`,
      ]);
    }
    const p = scene.person;
    const cookie = scene.users.manager.cookie;
    const created = await api.request("POST", "/api/contentdossier", {
      cookie,
      body: { defDossier: scene.entities.tag, [scene.tag.name.edit]: "red" },
    });
    tag = created.body.id;
    for (const [index, person] of PEOPLE.entries()) {
      const business = "company" in person;
      const response = await api.request("POST", "/api/contentdossier", {
        cookie,
        body: {
          defDossier: scene.entities.person,
          [p.name.edit]: person.name,
          ...("hours" in person ? { [p.hours.edit]: person.hours } : {}),
          [p.kind.edit]: [business ? scene.options.business : scene.options.private],
          ...(business ? { [p.company.edit]: person.company } : {}),
          ...("notes" in person ? { [p.notes.edit]: person.notes } : {}),
          [p.born.edit]: `2000-01-0${index + 1}`,
          [p.salary.edit]: 1000 * (index + 1),
          ...(index % 2 === 0 ? { [p.tags.edit]: [tag] } : {}),
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      ids.set(person.name, response.body.id);
    }
  }, 120_000);
  afterAll(() => {
    csvExportBatch.size = original;
  });

  const url = (params: string) =>
    `/api/contentdossier/export.csv?defDossier=${scene.entities.person}&${params}`;
  const exportCsv = async (params: string, cookie = scene.users.manager.cookie, expected = 200) => {
    const response = await api.request("GET", url(params), { cookie });
    expect(response.status, JSON.stringify(response.body)).toBe(expected);
    return response;
  };
  /** The file's lines as cells, without the byte order mark. */
  const linesOf = (body: string): string[][] => {
    expect(body.startsWith("\ufeff")).toBe(true);
    expect(body.endsWith("\r\n")).toBe(true);
    const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };
  const rowsOf = async (params: string, cookie?: string) =>
    linesOf((await exportCsv(params, cookie)).body).slice(1);
  const idsOf = async (params: string) => (await rowsOf(params)).map((row) => Number(row[0]));
  const listIds = async (params: string) => {
    const response = await api.request(
      "GET",
      `/api/contentdossier?defDossier=${scene.entities.person}&limit=200&${params}`,
      { cookie: scene.users.manager.cookie },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.results.map((r: { id: number }) => r.id) as number[];
  };
  const fields = (...items: number[]) => items.map((item) => `fields[]=${item}`).join("&");

  it("answers a file with the header, the chosen fields' values and the audit columns", async () => {
    const p = scene.person;
    const response = await exportCsv(
      `${fields(p.name.list, p.kind.list, p.company.list, p.notes.list, p.tags.list, p.born.list, p.hours.list)}` +
        `&sort[]=${p.name.list}&sortOrder[]=ASC`,
    );
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(String(response.headers["content-disposition"])).toMatch(
      new RegExp(`^attachment; filename="${scene.entities.person}_People_\\d{8}_\\d{6}\\.csv"`),
    );
    expect(response.headers["x-total-count"]).toBe(String(PEOPLE.length));
    const [header, anna, bob, ...rest] = linesOf(response.body);
    expect(header).toEqual([
      "dossier id",
      "Name",
      "Kind",
      "Company",
      "Notes",
      "Tags",
      "Born",
      "Hours",
      "created_by",
      "created_at",
      "modified_by",
      "modified_at",
    ]);
    expect(anna?.slice(0, 8)).toEqual([
      String(ids.get(PEOPLE[0].name)),
      'Anna "AJ" Jansen',
      "Business",
      "Acme, Inc.",
      "Head of sales",
      "red",
      "01/01/2000",
      "8",
    ]);
    expect(anna?.[8]).toBe(scene.users.manager.username);
    expect(anna?.[9]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(bob?.slice(1, 6)).toEqual(["Bob", "Business", "Acme, Inc.", "", ""]);
    expect(rest.find((row) => row[1] === "Gijs")?.[4]).toBe("two\nlines");
    // The quotes are doubled and the cell with a comma is quoted.
    expect(response.body).toContain(`${ids.get(PEOPLE[0].name)},"Anna ""AJ"" Jansen",Business,"Acme, Inc."`);
  });

  it("keeps the HTML when asked, and labels the columns in the locale asked for", async () => {
    const p = scene.person;
    const rows = linesOf(
      (await exportCsv(`${fields(p.name.list, p.notes.list)}&stripHtml=0&locale=nl_NL&${p.name.search}=AJ`))
        .body,
    );
    expect(rows[0]?.slice(0, 3)).toEqual(["dossier id", "Name", "Notes"]);
    expect(rows[1]?.[2]).toBe("<p>Head of <b>sales</b></p>");
    const kind = linesOf((await exportCsv(`${fields(p.kind.list)}&locale=nl_NL&${p.name.search}=Bob`)).body);
    expect(kind[1]?.[1]).toBe("Zakelijk");
  });

  it("reads every record across batches in the list's order, whatever the sort", async () => {
    const p = scene.person;
    const sorts = [
      "",
      `sort[]=${p.name.list}&sortOrder[]=ASC`,
      `sort[]=${p.name.list}&sortOrder[]=DESC`,
      `sort[]=${p.company.list}&sortOrder[]=ASC`,
      `sort[]=${p.company.list}&sortOrder[]=DESC`,
      `sort[]=${p.hours.list}&sortOrder[]=DESC`,
      `sort[]=${p.hours.list}&sortOrder[]=ASC&sort[]=${p.company.list}&sortOrder[]=DESC`,
      `sort[]=${p.kind.list}&sortOrder[]=ASC&sort[]=${p.born.list}&sortOrder[]=DESC`,
      `sort[]=${p.tags.list}&sortOrder[]=DESC`,
      "sort[]=created_at&sortOrder[]=ASC",
      `sort[]=${p.created.list}&sortOrder[]=DESC`,
    ];
    for (const sort of sorts) {
      const exported = await idsOf(`${fields(p.name.list)}&${sort}`);
      expect(exported, sort).toHaveLength(PEOPLE.length);
      expect(exported, sort).toEqual(await listIds(sort));
    }
  });

  it("exports what the list's filters, ids and archive choice match", async () => {
    const p = scene.person;
    const business = await rowsOf(`${fields(p.name.list)}&${p.kind.list}[]=${scene.options.business}`);
    expect(business.map((row) => row[1]).sort()).toEqual(
      PEOPLE.filter((person) => "company" in person)
        .map((person) => person.name)
        .sort(),
    );
    const chosen = [ids.get("Cor"), ids.get("Eva")] as number[];
    const selected = await idsOf(
      `${fields(p.name.list)}&dossierIds[]=${chosen[0]}&dossierIds[]=${chosen[1]}`,
    );
    expect(selected.sort()).toEqual([...chosen].sort());

    const ivo = ids.get("Ivo") as number;
    const archived = await api.request("GET", `/api/contentdossier/${ivo}/archive`, {
      cookie: scene.users.manager.cookie,
    });
    expect(archived.status).toBe(200);
    try {
      expect(await idsOf(fields(p.name.list))).not.toContain(ivo);
      expect(await idsOf(`${fields(p.name.list)}&archived=archived`)).toEqual([ivo]);
      expect(await idsOf(`${fields(p.name.list)}&archived=both`)).toHaveLength(PEOPLE.length);
    } finally {
      await api.request("GET", `/api/contentdossier/${ivo}/dearchive`, {
        cookie: scene.users.manager.cookie,
      });
    }
  });

  it("refuses fields the caller may not see, and filters on them, as the list does", async () => {
    const p = scene.person;
    const clerk = scene.users.clerk.cookie;
    const hidden = await exportCsv(fields(p.name.list, p.salary.list), clerk, 400);
    expect(hidden.body).toEqual({ errors: { fields: INVALID } });
    await exportCsv(`${fields(p.name.list)}&${p.salary.search}_min=1`, clerk, 400);
    const seen = await rowsOf(`${fields(p.name.list)}&sort[]=${p.name.list}`, clerk);
    expect(seen).toHaveLength(PEOPLE.length);
    // The manager's role sees the salary.
    const salaries = await rowsOf(`${fields(p.salary.list)}&${p.name.search}=Bob`);
    expect(salaries.map((row) => row[1])).toEqual(["2.000"]);
  });

  it("needs the export or export_csv right besides show (403)", async () => {
    const p = scene.person;
    for (const user of ["viewer", "nobody", "outsider"] as const) {
      const response = await exportCsv(fields(p.name.list), scene.users[user].cookie, 403);
      expect(response.body.message).toBeTruthy();
    }
    await exportCsv(fields(p.name.list), scene.users.envAdmin.cookie);
    await exportCsv(fields(p.name.list), scene.users.admin.cookie);
    const anonymous = await api.request("GET", url(fields(p.name.list)));
    expect(anonymous.status).toBe(401);
  });

  it("reads on after the last row read, even when that record is deleted meanwhile", async () => {
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Zoe" },
    });
    expect(created.status).toBe(201);
    const entity = scene.entities.person;
    const before = await listIds("");
    // The newest first: the new record and the one before it make the first batch.
    const batches = recordBatches(
      api.db,
      entity,
      sql`d.def_dossier_id = ${entity} and not d.archived`,
      listOrder({}, new Map()),
      BATCH,
    );
    const first = await batches.next();
    const read = (first.value as { id: number }[]).map((row) => row.id);
    expect(read).toEqual(before.slice(0, BATCH));
    const deleted = await api.request("DELETE", `/api/contentdossier/${read.at(-1)}`, {
      cookie: scene.users.manager.cookie,
    });
    expect(deleted.status).toBe(204);
    for await (const rows of batches) read.push(...rows.map((row) => row.id));
    expect(read).toEqual(before);
  });

  it("is in the OpenAPI document with the list's parameters and its own", async () => {
    const document = (await api.request("GET", "/api/docs/json")).body;
    const operation = document.paths["/api/contentdossier/export.csv"]?.get;
    const names = operation.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "defDossier",
        "fields[]",
        "sort[]",
        "dossierIds[]",
        "dossierQuery",
        "stripHtml",
      ]),
    );
    expect(names).not.toContain("limit");
  });

  describe("bad input", () => {
    it("answers 400 with the parameter that is wrong", async () => {
      const p = scene.person;
      expect((await exportCsv("", undefined, 400)).body).toEqual({ errors: { fields: REQUIRED } });
      expect((await exportCsv("fields[]=abc", undefined, 400)).body).toEqual({ errors: { fields: INVALID } });
      expect((await exportCsv("fields[]=99999999", undefined, 400)).body).toEqual({
        errors: { fields: INVALID },
      });
      expect((await exportCsv(`${fields(p.name.list)}&stripHtml=maybe`, undefined, 400)).body).toEqual({
        errors: { stripHtml: INVALID },
      });
      expect((await exportCsv(`${fields(p.name.list)}&sort[]=${p.notes.list}`, undefined, 400)).body).toEqual(
        {
          errors: { sort: INVALID },
        },
      );
      expect((await exportCsv(`${fields(p.name.list)}&archived=maybe`, undefined, 400)).body).toEqual({
        errors: { archived: INVALID },
      });
      const missing = await api.request("GET", `/api/contentdossier/export.csv?${fields(p.name.list)}`, {
        cookie: scene.users.manager.cookie,
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ errors: { defDossier: REQUIRED } });
    });
  });
});
