import type { EnvironmentFixture } from "../../../fixtures";
import type { Database } from "../../db/database";
import { moveSequencesPastIds } from "../../db/sequences";
import { seedMetadata } from "../../metadata/seedMetadata";
import { syncEntityTables } from "../storage/entityTables";

/**
 * Writes a fixture environment straight into the tables, with the fixture's ids: the environment, its
 * languages and roles, and its metadata. Users and records are left out; tests add their own members and
 * create records through the API.
 */
export async function installFixture(db: Database, fixture: EnvironmentFixture): Promise<void> {
  await db.transaction(async (tx) => {
    const { environment } = fixture;
    await tx.query(
      "insert into environments (id, uuid, name, description, active) values ($1, $2, $3, $4, $5)",
      [environment.id, environment.uuid, environment.name, environment.description, environment.active],
    );
    await tx.query(
      `insert into environment_locales (environment_id, locale_id, rank)
       select $1, l.id, t.rank from unnest($2::text[]) with ordinality as t(code, rank)
         join locales l on l.code = t.code`,
      [environment.id, environment.locales],
    );
    for (const role of fixture.roles) {
      await tx.query("insert into roles (id, uuid, environment_id, name) values ($1, $2, $3, $4)", [
        role.id,
        role.uuid,
        environment.id,
        role.name,
      ]);
      await tx.query(
        "insert into role_credentials (role_id, credential) select $1, c from unnest($2::text[]) as c",
        [role.id, role.credentials],
      );
    }
    await seedMetadata(tx, fixture);
    await syncEntityTables(tx, fixture.environment.id);
    await moveSequencesPastIds(tx);
  });
}

/** Makes a user a member of a fixture environment with these roles (and optionally its admin). */
export async function addMember(
  db: Database,
  environmentId: number,
  userId: number,
  roleIds: number[],
  options: { admin?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [membership] = await tx.query<{ id: number }>(
      `insert into environment_users (environment_id, user_id) values ($1, $2)
       on conflict (environment_id, user_id) do update set active = true returning id`,
      [environmentId, userId],
    );
    const roles = [...roleIds];
    if (options.admin) {
      const [role] = await tx.query<{ id: number }>(
        `insert into roles (environment_id, name) values ($1, $2) returning id`,
        [environmentId, `Admins ${userId}`],
      );
      await tx.query("insert into role_credentials (role_id, credential) values ($1, 'environment-admin')", [
        role?.id,
      ]);
      if (role) roles.push(role.id);
    }
    await tx.query(
      `insert into environment_user_roles (environment_user_id, role_id)
       select $1, r from unnest($2::int[]) as r on conflict do nothing`,
      [membership?.id, roles],
    );
  });
}
