import {
  type CallerContext,
  callerContext,
  ENVIRONMENT_ADMIN,
  ROLE_ADMIN,
  ROLE_CONTRACT_ADMIN,
} from "./callerContext";

/** Callers for the permission tests: environment 1 is theirs, environment 2 belongs to others. */
export const contexts = {
  superAdmin: callerContext({ userId: 1, username: "admin", globalRoles: [ROLE_ADMIN], memberships: [] }),
  contractAdmin: callerContext({
    userId: 2,
    username: "contract",
    globalRoles: [ROLE_CONTRACT_ADMIN],
    memberships: [],
  }),
  environmentAdmin: callerContext({
    userId: 3,
    username: "envadmin",
    globalRoles: [],
    memberships: [{ environmentId: 1, roles: [10], credentials: [ENVIRONMENT_ADMIN] }],
  }),
  member: callerContext({
    userId: 4,
    username: "member",
    globalRoles: [],
    memberships: [
      {
        environmentId: 1,
        roles: [11],
        credentials: ["kedo.defdossier.5.show", "kedo.defdossier.5.edit", "kedo.file.delete"],
      },
    ],
  }),
  userManager: callerContext({
    userId: 5,
    username: "manager",
    globalRoles: [],
    memberships: [{ environmentId: 1, roles: [12], credentials: ["kedo.user"] }],
  }),
  stranger: callerContext({
    userId: 6,
    username: "stranger",
    globalRoles: [],
    memberships: [{ environmentId: 2, roles: [20], credentials: [ENVIRONMENT_ADMIN] }],
  }),
} satisfies Record<string, CallerContext>;
