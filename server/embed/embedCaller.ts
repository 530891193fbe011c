import type { Database } from "../db/database";
import { forbidden, unauthorized } from "../http/errors";
import { type CallerContext, callerContext } from "../permissions/callerContext";
import { entityCredential } from "../permissions/can";
import type { EmbedAction } from "./embedTokenInput";
import { type EmbedTokenRow, rightsFor, TOKEN_SELECT } from "./embedTokensService";
import { signingSecret, verifiedUuid } from "./tokenSignature";

export const TOKEN_REQUIRED = "An embed token is required";
export const TOKEN_INVALID = "This embed token is not valid";
export const TOKEN_EXPIRED = "This embed token has expired";
export const TOKEN_REVOKED = "This embed token has been revoked";
export const TOKEN_NOT_FOR_THIS = "This embed token does not allow this";

/** A live token and the caller it acts as. */
export interface EmbedCaller {
  token: EmbedTokenRow;
  caller: CallerContext;
}

/** The token of `Authorization: Bearer <token>`, or undefined when the header carries none. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== "string") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The name change-log entries carry for what a token did. */
export const tokenUsername = (name: string) => `Embed token: ${name}`;

/**
 * Records and log entries written through a token name no user (their created_by and user_id stay null,
 * as for a deleted user); the token's name stands in the log's username instead.
 */
const NO_USER = null as unknown as number;

/**
 * The caller a token acts as: a member of the token's environment holding the token's role, with only
 * the role's rights that the token's action needs on the token's one entity (and `also`, such as showing
 * a linked entity for a link's search, where the role holds them). So every check the records layer makes
 * (rights, field visibility by role, option visibility) is the role's, narrowed to the token.
 */
export async function tokenCaller(
  db: Database,
  token: EmbedTokenRow,
  also: string[] = [],
): Promise<CallerContext> {
  const [role] = await db.query<{ credentials: string[] }>(
    "select array(select credential from role_credentials where role_id = $1) as credentials",
    [token.role_id],
  );
  const held = new Set(role?.credentials ?? []);
  const credentials = rightsFor(token.action)
    .map((right) => entityCredential(token.def_dossier_id, right))
    .concat(also)
    .filter((credential) => held.has(credential));
  return callerContext({
    userId: NO_USER,
    username: tokenUsername(token.name),
    globalRoles: [],
    memberships: [{ environmentId: token.environment_id, roles: [token.role_id], credentials }],
  });
}

/**
 * The live token a string names: 401 when it is missing or its signature is not ours (no lookup), 403 when
 * it is revoked, expired, or its environment is inactive.
 */
export async function liveToken(db: Database, tokenString: string | undefined): Promise<EmbedTokenRow> {
  if (!tokenString) throw unauthorized({ message: TOKEN_REQUIRED });
  const uuid = verifiedUuid(await signingSecret(db), tokenString);
  if (!uuid) throw unauthorized({ message: TOKEN_INVALID });
  const [row] = await db.query<EmbedTokenRow>(`${TOKEN_SELECT} where t.uuid = $1`, [uuid]);
  // Signed by us but gone: its environment, entity, record or role was deleted.
  if (!row) throw unauthorized({ message: TOKEN_INVALID });
  if (row.revoked_at !== null) throw forbidden(TOKEN_REVOKED);
  if (new Date(row.expires_at).getTime() <= Date.now()) throw forbidden(TOKEN_EXPIRED);
  const [environment] = await db.query<{ active: boolean }>("select active from environments where id = $1", [
    row.environment_id,
  ]);
  if (!environment?.active) throw forbidden(TOKEN_INVALID);
  return row;
}

/** The live token of a request, for one action on one entity; any other use is refused (403). */
export async function embedCaller(
  db: Database,
  tokenString: string | undefined,
  expected: { action?: EmbedAction; entity?: number },
): Promise<EmbedCaller> {
  const token = await liveToken(db, tokenString);
  if (expected.action !== undefined && token.action !== expected.action) throw forbidden(TOKEN_NOT_FOR_THIS);
  if (expected.entity !== undefined && token.def_dossier_id !== expected.entity) {
    throw forbidden(TOKEN_NOT_FOR_THIS);
  }
  return { token, caller: await tokenCaller(db, token) };
}
