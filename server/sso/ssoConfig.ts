import { ROLE_ADMIN, ROLE_CONTRACT_ADMIN } from "../permissions/callerContext";

export const SSO_PROVIDERS = ["azure", "google"] as const;
export type SsoProviderName = (typeof SSO_PROVIDERS)[number];

/** What a claim value grants: a global role, or a role (by name) in one environment. */
export type SsoGrant =
  | { globalRole: typeof ROLE_ADMIN | typeof ROLE_CONTRACT_ADMIN }
  | { environment: number; role: string };

/** One OpenID Connect provider: any issuer with discovery (Microsoft Entra ID, Google, Keycloak, ...). */
export interface SsoProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claim holding the user's roles or groups (default `roles`). */
  roleClaim: string;
  /** Claim value to what it grants; values not listed grant nothing beyond ROLE_AZURE_USER. */
  roleMap: Record<string, SsoGrant>;
}

export type SsoSettings = Partial<Record<SsoProviderName, SsoProvider>>;

/** A role map entry: "ROLE_ADMIN", "ROLE_CONTRACT_ADMIN" or "{environmentId}:{role name}". */
function grantOf(text: unknown): SsoGrant | undefined {
  if (text === ROLE_ADMIN || text === ROLE_CONTRACT_ADMIN) return { globalRole: text };
  const match = typeof text === "string" ? /^(\d{1,10}):(.+)$/.exec(text) : null;
  return match ? { environment: Number(match[1]), role: (match[2] as string).trim() } : undefined;
}

/** Reads `SSO_ROLE_MAP` (JSON: claim value to grant); entries that grant nothing known are left out. */
export function roleMapOf(json: string | undefined): Record<string, SsoGrant> {
  if (!json?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error("SSO_ROLE_MAP is not valid JSON");
  }
  const map: Record<string, SsoGrant> = {};
  for (const [value, grant] of Object.entries((parsed ?? {}) as Record<string, unknown>)) {
    const read = grantOf(grant);
    if (read) map[value] = read;
  }
  return map;
}

/**
 * The providers the environment variables configure: `SSO_AZURE_ISSUER`, `SSO_AZURE_CLIENT_ID` and
 * `SSO_AZURE_CLIENT_SECRET` (likewise `SSO_GOOGLE_*`), with `SSO_ROLE_CLAIM` and `SSO_ROLE_MAP` shared.
 */
export function ssoFromEnvironment(env: NodeJS.ProcessEnv): SsoSettings {
  const settings: SsoSettings = {};
  for (const name of SSO_PROVIDERS) {
    const prefix = `SSO_${name.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`]?.trim();
    const clientId = env[`${prefix}CLIENT_ID`]?.trim();
    if (!issuer || !clientId) continue;
    settings[name] = {
      issuer,
      clientId,
      clientSecret: env[`${prefix}CLIENT_SECRET`] ?? "",
      roleClaim: env.SSO_ROLE_CLAIM?.trim() || "roles",
      roleMap: roleMapOf(env.SSO_ROLE_MAP),
    };
  }
  return settings;
}
