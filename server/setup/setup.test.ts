import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { environments } from "../../fixtures";
import { verifyPassword } from "../session/passwords";
import { openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { ensureSuperAdmin } from "./ensureSuperAdmin";
import { seedDemo } from "./seedDemo";

describe("first start", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("pglite");
  }, 60_000);
  afterAll(() => test?.dispose());

  it("creates the super admin once, with a generated password that works", async () => {
    const first = await ensureSuperAdmin(test.db);
    expect(first.created).toBe(true);
    expect(first.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    const [admin] = await test.db.query<{ password_hash: string; global_roles: string[] }>(
      "select password_hash, global_roles from users where username = 'admin'",
    );
    expect(admin?.global_roles).toEqual(["ROLE_ADMIN"]);
    expect(await verifyPassword(admin?.password_hash, first.generatedPassword ?? "")).toBe(true);
    expect(await ensureSuperAdmin(test.db, "another password")).toEqual({ created: false });
  });

  it("seeds the demo environments with their languages, roles, users and environment admins, once", async () => {
    const [care] = environments;
    if (!care) throw new Error("The fixtures have no environments");
    const result = await seedDemo(test.db, { password: "demo password" });
    expect(result.environments).toContain(care.environment.name);

    const [environment] = await test.db.query<{ name: string }>(
      "select name from environments where id = $1",
      [care.environment.id],
    );
    expect(environment?.name).toBe(care.environment.name);
    const locales = await test.db.query<{ code: string }>(
      `select l.code from environment_locales el join locales l on l.id = el.locale_id
        where el.environment_id = $1 order by el.rank`,
      [care.environment.id],
    );
    expect(locales.map((l) => l.code)).toEqual(care.environment.locales);

    const firstRole = care.roles[0];
    const credentials = await test.db.query<{ credential: string }>(
      "select credential from role_credentials where role_id = $1 order by 1",
      [firstRole?.id],
    );
    expect(credentials.map((c) => c.credential)).toEqual([...(firstRole?.credentials ?? [])].sort());

    for (const user of care.users) {
      const [row] = await test.db.query<{ password_hash: string; roles: number[]; admin: boolean }>(
        `select u.password_hash,
                array(select role_id from environment_user_roles where environment_user_id = eu.id) as roles,
                exists (select 1 from environment_user_roles eur join role_credentials rc on rc.role_id = eur.role_id
                         where eur.environment_user_id = eu.id and rc.credential = 'environment-admin') as admin
           from users u join environment_users eu on eu.user_id = u.id and eu.environment_id = $2
          where u.username = $1`,
        [user.username, care.environment.id],
      );
      expect(row?.roles).toEqual(expect.arrayContaining(user.roles));
      expect(row?.admin).toBe(user.environment_admin === true);
      expect(await verifyPassword(row?.password_hash, "demo password")).toBe(true);
    }

    expect(await seedDemo(test.db)).toEqual({ environments: [], users: [] });
    // The sequences moved past the seeded ids: ordinary inserts do not collide.
    const [role] = await test.db.query<{ id: number }>(
      "insert into roles (environment_id, name) values ($1, 'After seeding') returning id",
      [care.environment.id],
    );
    expect(role?.id).toBeGreaterThan(Math.max(...care.roles.map((r) => r.id)));
  }, 120_000);
});
