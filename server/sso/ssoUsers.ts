import type { Database } from "../db/database";
import { jsonb } from "../db/database";
import { ROLE_AZURE_USER } from "../permissions/callerContext";
import type { SsoProvider, SsoProviderName } from "./ssoConfig";

type Claims = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** A name from the provider as a profile keeps one: at most 255 characters, as every other way in allows. */
const nameText = (value: unknown) => text(value)?.slice(0, 255);

/** The values of the role claim: an array of strings, or one string (comma separated). */
export function claimValues(claims: Claims, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string"
    ? value
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

/** A username nobody has yet: the provider's preferred one or the email, with a number when taken. */
async function freeUsername(db: Pick<Database, "query">, wanted: string): Promise<string> {
  const base = wanted.slice(0, 200);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await db.query("select 1 from users where lower(username) = lower($1)", [candidate]);
    if (taken.length === 0) return candidate;
  }
}

/**
 * The user a provider's login names: found by issuer and subject (the same person for good), else made.
 * The global roles are ROLE_AZURE_USER and those the role claim's values grant; environment roles the
 * claim grants are added (membership included). Answers the user's id.
 */
export async function ssoUser(
  db: Database,
  providerName: SsoProviderName,
  provider: SsoProvider,
  claims: Claims,
): Promise<number> {
  const issuer = text(claims.iss) ?? provider.issuer;
  const subject = text(claims.sub);
  if (!subject) throw new Error("The provider named no subject");
  const grants = claimValues(claims, provider.roleClaim).flatMap((value) => provider.roleMap[value] ?? []);
  const globalRoles = [
    ROLE_AZURE_USER,
    ...new Set(grants.flatMap((grant) => ("globalRole" in grant ? [grant.globalRole] : []))),
  ];
  return db.transaction(async (tx) => {
    const [known] = await tx.query<{ user_id: number }>(
      "select user_id from sso_identities where issuer = $1 and subject = $2",
      [issuer, subject],
    );
    let userId = known?.user_id;
    if (userId === undefined) {
      const email = text(claims.email) ?? "";
      const username = await freeUsername(
        tx,
        text(claims.preferred_username) ?? (email || `${providerName}-${subject}`),
      );
      const [created] = await tx.query<{ id: number }>(
        `insert into users (username, email, global_roles, profile) values ($1, $2, $3, $4::jsonb) returning id`,
        [
          username,
          email,
          globalRoles,
          jsonb({
            first_name: nameText(claims.given_name) ?? nameText(claims.name) ?? username,
            last_name: nameText(claims.family_name) ?? "",
          }),
        ],
      );
      userId = created?.id as number;
      await tx.query(
        "insert into sso_identities (provider, issuer, subject, user_id) values ($1, $2, $3, $4)",
        [providerName, issuer, subject, userId],
      );
    } else {
      // The provider decides the roles: a claim taken away there takes the role away here.
      await tx.query(
        `update users set global_roles = $2 where id = $1 and global_roles is distinct from $2::text[]`,
        [userId, globalRoles],
      );
      await tx.query("update sso_identities set last_login_at = now() where issuer = $1 and subject = $2", [
        issuer,
        subject,
      ]);
    }
    for (const grant of grants) {
      if (!("environment" in grant)) continue;
      const [role] = await tx.query<{ id: number }>(
        "select id from roles where environment_id = $1 and lower(name) = lower($2)",
        [grant.environment, grant.role],
      );
      if (!role) continue;
      const [membership] = await tx.query<{ id: number }>(
        `insert into environment_users (environment_id, user_id) values ($1, $2)
         on conflict (environment_id, user_id) do update set environment_id = excluded.environment_id
         returning id, active`,
        [grant.environment, userId],
      );
      await tx.query(
        `insert into environment_user_roles (environment_user_id, role_id) values ($1, $2) on conflict do nothing`,
        [membership?.id, role.id],
      );
    }
    return userId;
  });
}
