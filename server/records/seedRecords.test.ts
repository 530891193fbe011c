import { beforeAll, expect, it } from "vitest";
import { entityByName, environments, generateRecords } from "../../fixtures";
import { seedDemo } from "../setup/seedDemo";
import { describeApi } from "../testing/apiHarness";
import { readStoredValues } from "./recordStore";

const PASSWORD = "demo password";

describeApi("seeding the demo records", (api) => {
  let seconds = 0;
  const generated = environments.map((fixture) => ({ fixture, records: generateRecords(fixture) }));

  beforeAll(async () => {
    const started = performance.now();
    await seedDemo(api.db, { password: PASSWORD });
    seconds = (performance.now() - started) / 1000;
  }, 120_000);

  const count = async (sql: string, params: unknown[] = []) =>
    (await api.db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

  it("stays fast", () => {
    // Far above what it takes; only seeding row by row would come near.
    expect(seconds).toBeLessThan(30);
  });

  it.each(generated.map(({ fixture, records }) => ({ slug: fixture.environment.slug, fixture, records })))(
    "writes every generated record of $slug with its ids, values and links",
    async ({ fixture, records }) => {
      const env = fixture.environment.id;
      expect(
        await count("select count(*)::int as n from content_dossiers where environment_id = $1", [env]),
      ).toBe(records.length);
      const stored = await readStoredValues(
        api.db,
        records.map((r) => r.id),
      );
      for (const record of records) {
        const expected = Object.fromEntries(
          record.contents.map((c) => [c.field !== undefined ? `f${c.field}` : `l${c.link}`, c.value]),
        );
        expect(stored.get(record.id), `record ${record.id}`).toEqual(expected);
      }
      const [first] = records;
      const [row] = await api.db.query<{ summary: string | null; archived: boolean; uuid: string }>(
        "select summary, archived, uuid from content_dossiers where id = $1",
        [first?.id],
      );
      expect(row).toEqual({ summary: first?.summary ?? null, archived: first?.archived, uuid: first?.uuid });
    },
  );

  it("stores every file the records name, with bytes that download", async () => {
    const crm = environments.find((fixture) => fixture.files.length > 0);
    if (!crm) throw new Error("no fixture with files");
    const named = new Set(
      generateRecords(crm).flatMap((record) =>
        record.contents.flatMap((c) => {
          const field = crm.entities.flatMap((e) => e.dataFields).find((f) => f.id === c.field);
          const type = crm.baseFields.find((b) => b.id === field?.defField)?.type;
          return type === "file" && Array.isArray(c.value) ? (c.value as number[]) : [];
        }),
      ),
    );
    expect(named.size).toBeGreaterThan(0);
    for (const id of named) {
      const [file] = await api.db.query<{ mime: string; size: number; bytes: Uint8Array }>(
        "select f.mime, f.size, c.bytes from files f join file_contents c on c.file_id = f.id where f.id = $1",
        [id],
      );
      expect(file, `file ${id}`).toBeDefined();
      expect(file?.bytes.length).toBe(file?.size);
      // A PNG starts with its signature, so a browser shows it.
      if (file?.mime === "image/png")
        expect([...(file.bytes.subarray(0, 4) ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
  });

  it("raises the running numbers past the seeded ones and the sequences past the ids", async () => {
    const care = environments[0];
    if (!care) throw new Error("no care fixture");
    const client = entityByName(care, "client");
    const admin = care.users.find((u) => u.environment_admin);
    if (!admin) throw new Error("no environment admin in the care fixture");
    const cookie = await api.login({ username: admin.username, password: PASSWORD });
    const listed = await api.request(
      "GET",
      `/api/contentdossier?defDossier=${client.entity.id}&archived=both&limit=1`,
      {
        cookie,
      },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.pager.items).toBe(
      generated[0]?.records.filter((r) => r.def_dossier_id === client.entity.id).length,
    );
    const [next] = await api.db.query<{ id: number }>(
      `insert into content_dossiers (environment_id, def_dossier_id) values ($1, $2) returning id`,
      [care.environment.id, client.entity.id],
    );
    const highest = Math.max(...generated.flatMap((g) => g.records.map((r) => r.id)));
    expect(next?.id).toBeGreaterThan(highest);
    const counters = await api.db.query<{ counter: number }>(
      `select f.counter from def_dossier_def_fields f join def_fields d on d.id = f.def_field_id
        where d.type = 'autoIncrement' and f.def_dossier_id = $1`,
      [client.entity.id],
    );
    const clients = generated[0]?.records.filter((r) => r.def_dossier_id === client.entity.id).length;
    expect(counters[0]?.counter).toBe(clients);
    const { numbersOf, raiseCounters } = await import("./autoIncrement");
    const { run } = await import("../db/sql");
    const [numbered] = numbersOf(await run(api.db, raiseCounters(client.entity.id)), next?.id ?? 0);
    expect(numbered?.value).toMatch(new RegExp(`${String((clients ?? 0) + 1).padStart(4, "0")}$`));
  });

  it("seeds nothing twice", async () => {
    const before = await count("select count(*)::int as n from content_dossiers");
    const { seedDemoRecords } = await import("./seedRecords");
    expect(await seedDemoRecords(api.db)).toEqual([]);
    expect(await count("select count(*)::int as n from content_dossiers")).toBe(before);
  });
});
