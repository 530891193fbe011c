import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/database";

type Queryable = Pick<Database, "query">;

const SECRET_NAME = "embed-token-signing";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Each database's secret, read once per process (it never changes once made). */
const secrets = new WeakMap<object, Promise<string>>();

/**
 * The key embed tokens are signed with: 256 random bits kept in the database (server_secrets), made by
 * whichever process needs it first, so every server process on one database signs and checks alike.
 */
export function signingSecret(db: Queryable): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readOrMakeSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function readOrMakeSecret(db: Queryable): Promise<string> {
  await db.query("insert into server_secrets (name, secret) values ($1, $2) on conflict (name) do nothing", [
    SECRET_NAME,
    randomBytes(32).toString("base64url"),
  ]);
  const [row] = await db.query<{ secret: string }>("select secret from server_secrets where name = $1", [
    SECRET_NAME,
  ]);
  if (!row) throw new Error("The embed signing secret was not stored");
  return row.secret;
}

function mac(secret: string, uuid: string): Buffer {
  return createHmac("sha256", secret).update(`embed-token:${uuid}`).digest();
}

/** The token string handed to the admin once: the token's uuid and the HMAC-SHA256 of it, base64url. */
export function signToken(secret: string, uuid: string): string {
  return `${uuid}.${mac(secret, uuid).toString("base64url")}`;
}

/** The uuid a token string names when its signature is ours; undefined for anything forged or garbled. */
export function verifiedUuid(secret: string, token: string): string | undefined {
  const dot = token.indexOf(".");
  if (dot < 0 || token.length > 200) return undefined;
  const uuid = token.slice(0, dot);
  if (!UUID.test(uuid)) return undefined;
  const given = Buffer.from(token.slice(dot + 1), "base64url");
  const expected = mac(secret, uuid);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uuid : undefined;
}
