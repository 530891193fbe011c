import { environments as demoEnvironments, type EnvironmentFixture } from "../../fixtures";
import { seedDemoContracts } from "../contracts/seedDemoContracts";
import type { Database } from "../db/database";
import { moveSequencesPastIds } from "../db/sequences";
import { seedMetadata } from "../metadata/seedMetadata";
import { ENVIRONMENT_ADMIN } from "../permissions/callerContext";
import { syncEntityTables } from "../records/storage/entityTables";
import { hashPassword } from "../session/passwords";

export const DEFAULT_DEMO_PASSWORD = "docket-demo";

export interface SeedResult {
  environments: string[];
  users: string[];
}

/**
 * Fills a new database with the fixtures' demo environments: their languages, roles and users (all with one
 * demo password), their metadata (base fields, entities, links, views, items, queries, dashboard blocks)
 * with the fixtures' ids, and their records when the records module provides a seeder.
 * Environments that are there already are left alone, so seeding twice changes nothing.
 */
export async function seedDemo(
  db: Database,
  options: { password?: string; fixtures?: EnvironmentFixture[] } = {},
): Promise<SeedResult> {
  const passwordHash = await hashPassword(options.password || DEFAULT_DEMO_PASSWORD);
  const result: SeedResult = { environments: [], users: [] };
  await db.transaction(async (tx) => {
    const admins: { environmentId: number; userIds: number[] }[] = [];
    const seededFixtures: EnvironmentFixture[] = [];
    for (const fixture of options.fixtures ?? demoEnvironments) {
      const seeded = await seedEnvironment(tx, fixture, passwordHash);
      if (!seeded) continue;
      await seedMetadata(tx, fixture);
      await syncEntityTables(tx, fixture.environment.id);
      seededFixtures.push(fixture);
      result.environments.push(fixture.environment.name);
      result.users.push(...seeded.usernames);
      admins.push({ environmentId: fixture.environment.id, userIds: seeded.adminUserIds });
    }
    if (seededFixtures.length > 0) await seedRecords(tx, seededFixtures);
    await moveSequencesPastIds(tx);
    // The demo's subscription plans and contract admin; after the sequences, as they take fresh ids.
    if (!options.fixtures && seededFixtures.length > 0) {
      result.users.push(...(await seedDemoContracts(tx, passwordHash)));
    }
    // Environment admins hold a role with the environment-admin credential; the fixtures mark them by a flag.
    for (const { environmentId, userIds } of admins) {
      if (userIds.length > 0) await grantEnvironmentAdmin(tx, environmentId, userIds);
    }
  });
  return result;
}

type RecordSeeder = (db: Database, fixtures: EnvironmentFixture[]) => Promise<unknown>;

/**
 * The records module's seeder (server/records/seedRecords.ts, `seedDemoRecords`), when that module has one.
 * The specifier is a pattern so that bundling picks the file up when it exists and builds without it.
 */
async function recordSeeder(): Promise<RecordSeeder | undefined> {
  const name = "Records";
  try {
    const module = (await import(`../records/seed${name}.ts`)) as { seedDemoRecords?: RecordSeeder };
    return module.seedDemoRecords;
  } catch {
    return undefined;
  }
}

async function seedRecords(db: Database, fixtures: EnvironmentFixture[]): Promise<void> {
  const seeder = await recordSeeder();
  if (seeder) await seeder(db, fixtures);
}

async function seedEnvironment(db: Database, fixture: EnvironmentFixture, passwordHash: string) {
  const { environment } = fixture;
  const exists = await db.query("select 1 from environments where id = $1", [environment.id]);
  if (exists.length > 0) return null;
  await db.query(
    "insert into environments (id, uuid, name, description, active) values ($1, $2, $3, $4, $5)",
    [environment.id, environment.uuid, environment.name, environment.description, environment.active],
  );
  await db.query(
    `insert into environment_locales (environment_id, locale_id, rank)
     select $1, l.id, t.rank from unnest($2::text[]) with ordinality as t(code, rank) join locales l on l.code = t.code`,
    [environment.id, environment.locales],
  );
  for (const role of fixture.roles) {
    await db.query("insert into roles (id, uuid, environment_id, name) values ($1, $2, $3, $4)", [
      role.id,
      role.uuid,
      environment.id,
      role.name,
    ]);
    await db.query(
      "insert into role_credentials (role_id, credential) select $1, c from unnest($2::text[]) as c",
      [role.id, role.credentials],
    );
  }
  const usernames: string[] = [];
  const adminUserIds: number[] = [];
  for (const user of fixture.users) {
    // A person in several demo environments is one user with several memberships.
    const taken = await db.query<{ id: number }>("select id from users where lower(username) = lower($1)", [
      user.username,
    ]);
    const userId = taken[0]?.id ?? user.id;
    if (!taken[0]) {
      const profile = {
        first_name: user.first_name,
        preposition: user.preposition ?? null,
        last_name: user.last_name,
      };
      await db.query(
        `insert into users (id, username, email, password_hash, profile) values ($1, $2, $3, $4, $5::jsonb)`,
        [user.id, user.username, user.email, passwordHash, JSON.stringify(profile)],
      );
      usernames.push(user.username);
    }
    const [membership] = await db.query<{ id: number }>(
      "insert into environment_users (environment_id, user_id) values ($1, $2) returning id",
      [environment.id, userId],
    );
    await db.query(
      `insert into environment_user_roles (environment_user_id, role_id) select $1, r from unnest($2::int[]) as r`,
      [membership?.id, user.roles],
    );
    if (user.environment_admin) adminUserIds.push(userId);
  }
  return { usernames, adminUserIds };
}

/** Gives the users the environment's admin role, made first when the fixture has none. */
async function grantEnvironmentAdmin(db: Database, environmentId: number, userIds: number[]): Promise<void> {
  let [role] = await db.query<{ id: number }>(
    `select r.id from roles r join role_credentials rc on rc.role_id = r.id
      where r.environment_id = $1 and rc.credential = $2 order by r.id limit 1`,
    [environmentId, ENVIRONMENT_ADMIN],
  );
  if (!role) {
    [role] = await db.query<{ id: number }>(
      "insert into roles (environment_id, name) values ($1, 'Environment admins') returning id",
      [environmentId],
    );
    await db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
      role?.id,
      ENVIRONMENT_ADMIN,
    ]);
  }
  await db.query(
    `insert into environment_user_roles (environment_user_id, role_id)
     select eu.id, $2 from environment_users eu where eu.environment_id = $1 and eu.user_id = any($3::int[])
     on conflict do nothing`,
    [environmentId, role?.id, userIds],
  );
}
