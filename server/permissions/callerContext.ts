/** The global roles a user can hold; every user is also ROLE_USER. */
export const ROLE_ADMIN = "ROLE_ADMIN";
export const ROLE_CONTRACT_ADMIN = "ROLE_CONTRACT_ADMIN";
export const ROLE_AZURE_USER = "ROLE_AZURE_USER";
export const ROLE_USER = "ROLE_USER";
export const GLOBAL_ROLES = [ROLE_ADMIN, ROLE_CONTRACT_ADMIN, ROLE_AZURE_USER] as const;

/** The environment credential that makes its holder an environment admin. */
export const ENVIRONMENT_ADMIN = "environment-admin";

/** A user's place in one environment: the roles held there and the credentials they grant. */
export interface Membership {
  environmentId: number;
  roles: number[];
  credentials: string[];
}

export interface CallerData {
  userId: number;
  username: string;
  globalRoles: string[];
  /** Active memberships only. */
  memberships: Membership[];
}

/** Who is calling and what they hold, loaded once per request and handed to every service. */
export interface CallerContext {
  readonly userId: number;
  readonly username: string;
  readonly globalRoles: readonly string[];
  readonly superAdmin: boolean;
  readonly contractAdmin: boolean;
  /** The environments the caller is an active member of. */
  readonly environmentIds: readonly number[];
  isMember(environmentId: number): boolean;
  environmentAdmin(environmentId: number): boolean;
  credentials(environmentId: number): ReadonlySet<string>;
  roles(environmentId: number): readonly number[];
}

const NO_CREDENTIALS: ReadonlySet<string> = new Set();

export function callerContext(data: CallerData): CallerContext {
  const byEnvironment = new Map(
    data.memberships.map((m) => [m.environmentId, { roles: m.roles, credentials: new Set(m.credentials) }]),
  );
  return {
    userId: data.userId,
    username: data.username,
    globalRoles: data.globalRoles,
    superAdmin: data.globalRoles.includes(ROLE_ADMIN),
    contractAdmin: data.globalRoles.includes(ROLE_CONTRACT_ADMIN),
    environmentIds: [...byEnvironment.keys()],
    isMember: (id) => byEnvironment.has(id),
    environmentAdmin: (id) => byEnvironment.get(id)?.credentials.has(ENVIRONMENT_ADMIN) ?? false,
    credentials: (id) => byEnvironment.get(id)?.credentials ?? NO_CREDENTIALS,
    roles: (id) => byEnvironment.get(id)?.roles ?? [],
  };
}

/** The roles the session answers carry: ROLE_USER plus the global ones. */
export function tokenRoles(globalRoles: readonly string[]): string[] {
  return [ROLE_USER, ...globalRoles.filter((r) => r !== ROLE_USER)];
}
