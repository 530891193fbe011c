import { randomBytes } from "node:crypto";
import type { Database } from "../db/database";
import { ROLE_ADMIN } from "../permissions/callerContext";
import { hashPassword } from "../session/passwords";

export const SUPER_ADMIN_USERNAME = "admin";

export interface SuperAdminResult {
  /** True on the first start, when the super admin did not exist yet. */
  created: boolean;
  /** The password made up for the super admin, to be shown once; absent when it was given. */
  generatedPassword?: string;
}

/** Creates the super admin `admin` unless it exists, with the given password or a generated one. */
export async function ensureSuperAdmin(db: Database, password?: string): Promise<SuperAdminResult> {
  const existing = await db.query("select 1 from users where lower(username) = $1", [SUPER_ADMIN_USERNAME]);
  if (existing.length > 0) return { created: false };
  const chosen = password || randomBytes(12).toString("base64url");
  await db.query(
    `insert into users (username, email, password_hash, global_roles, profile)
     values ($1, $2, $3, $4, $5::jsonb) on conflict do nothing`,
    [
      SUPER_ADMIN_USERNAME,
      "admin@docket.local",
      await hashPassword(chosen),
      [ROLE_ADMIN],
      JSON.stringify({ first_name: "Docket", last_name: "Administrator" }),
    ],
  );
  return password ? { created: true } : { created: true, generatedPassword: chosen };
}
