import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable } from "./common";

export const GLOBAL_ROLES = ["ROLE_ADMIN", "ROLE_CONTRACT_ADMIN", "ROLE_AZURE_USER"] as const;
/** A global role; ROLE_ADMIN is the super admin. */
export const GlobalRole = Type.String({ pattern: "^ROLE_[A-Z_]+$", examples: [...GLOBAL_ROLES] });

export const PRESENCES = ["online", "away", "busy", "invisible"] as const;
export const Presence = Type.Union(PRESENCES.map((p) => Type.Literal(p)));
export type Presence = (typeof PRESENCES)[number];

/** A person's name, with the preposition kept apart (as in "van der"). */
export const UserProfile = Type.Object({
  first_name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  last_name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  preposition: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
});
export type UserProfile = Static<typeof UserProfile>;

/** A user's own settings; presence is shown to colleagues. */
export const PrivateSettings = Type.Object({
  presence: Type.Optional(Nullable(Presence)),
});
export type PrivateSettings = Static<typeof PrivateSettings>;

/** A user account. */
export const User = Type.Object({
  id: Id,
  username: Type.String({ minLength: 1, maxLength: 255 }),
  email: Type.Optional(Nullable(Type.String({ format: "email" }))),
  mobile: Type.Optional(Nullable(Type.String())),
  avatar: Type.Optional(Nullable(Type.String())),
  active: Type.Optional(Type.Boolean()),
  roles: Type.Optional(Type.Array(GlobalRole)),
  profile: Type.Optional(Nullable(UserProfile)),
  private_settings: Type.Optional(Nullable(PrivateSettings)),
});
export type User = Static<typeof User>;

/** A user as offered in pickers: whether they are active in the environment, and their name. */
export const UserOption = Type.Object({
  id: Id,
  username: Type.String(),
  environment_user_active: Type.Optional(Nullable(Type.Boolean())),
  profile: Type.Optional(Nullable(UserProfile)),
});
export type UserOption = Static<typeof UserOption>;

/** The shortest password Docket takes; an environment's security policy may ask for more. */
export const MIN_PASSWORD_LENGTH = 8;

/** The body that creates a user. */
export const UserCreate = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 255 }),
  email: Type.String({ format: "email" }),
  password: Type.String({ minLength: 1 }),
  profile: Type.Optional(UserProfile),
});
export type UserCreate = Static<typeof UserCreate>;

/** The body of PATCH {user}/change_password; the old password is asked on the own profile only. */
export const ChangePassword = Type.Object({
  password: Type.String({ minLength: 1 }),
  old_password: Type.Optional(Type.String({ minLength: 1 })),
});
export type ChangePassword = Static<typeof ChangePassword>;

/** The body of PATCH on the own profile that sets the presence. */
export const PresenceUpdate = Type.Object({
  private_settings: Type.Object({ presence: Presence }),
});
export type PresenceUpdate = Static<typeof PresenceUpdate>;

/**
 * A user's private settings as answered: colleagues see the presence only; the user (and super admins) see
 * every preference saved (the interface language among them, others kept as given).
 */
export const PrivateSettingsAnswer = Type.Object(
  {
    presence: Type.Optional(Nullable(Presence)),
    language: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: true },
);
export type PrivateSettingsAnswer = Static<typeof PrivateSettingsAnswer>;

const userViewFields = {
  id: Id,
  uuid: Type.String(),
  username: Type.String(),
  email: Type.String(),
  mobile: Nullable(Type.String()),
  /** The picture's address (GET /user/{id}/avatar?v=...), changed with the picture; null without one. */
  avatar: Nullable(Type.String()),
  active: Type.Boolean(),
  profile: UserProfile,
  private_settings: PrivateSettingsAnswer,
  created_at: Type.String({ format: "date-time" }),
};

const ownUserFields = {
  /** The global roles, ROLE_USER among them. */
  roles: Type.Array(Type.String()),
  two_factor: Type.Boolean(),
  last_login_at: Nullable(Type.String({ format: "date-time" })),
};

/**
 * GET /user/{id}: a user as others see them; the user themselves and those who may edit them also get the
 * global roles, the second-factor state and the last login; with `environment`, the membership there.
 */
export const UserDetails = Type.Object({
  ...userViewFields,
  roles: Type.Optional(ownUserFields.roles),
  two_factor: Type.Optional(ownUserFields.two_factor),
  last_login_at: Type.Optional(ownUserFields.last_login_at),
  environment_user_active: Type.Optional(Type.Boolean()),
  /** The role ids the user holds in that environment. */
  environment_roles: Type.Optional(Type.Array(Id)),
});
export type UserDetails = Static<typeof UserDetails>;

/** PATCH /user/{id}/profile: the user as they see themselves. */
export const OwnUser = Type.Object({ ...userViewFields, ...ownUserFields });
export type OwnUser = Static<typeof OwnUser>;

/** The caller's membership of one environment, as GET /user/me tells it. */
export const MeMembership = Type.Object({
  id: Id,
  name: Type.String(),
  active: Type.Boolean(),
  environment_admin: Type.Boolean(),
  roles: Type.Array(Id),
  credentials: Type.Array(Type.String()),
});
export type MeMembership = Static<typeof MeMembership>;

/** GET /user/me: the logged-in user with global roles and the environments they are an active member of. */
export const Me = Type.Object({
  ...userViewFields,
  ...ownUserFields,
  super_admin: Type.Boolean(),
  contract_admin: Type.Boolean(),
  /** The strictest idle time (minutes) the security policies of the user's environments set; null: none. */
  idle_minutes: Nullable(Type.Integer({ minimum: 0 })),
  environments: Type.Array(MeMembership),
});
export type Me = Static<typeof Me>;

/** POST /user (201): the new user. */
export const CreatedUser = Type.Object({ id: Id, uuid: Type.String() });
export type CreatedUser = Static<typeof CreatedUser>;

/** PATCH /user/{id}/account: the global roles and whether the account may log in, as stored. */
export const UserAccount = Type.Object({
  id: Id,
  global_roles: Type.Array(Type.String()),
  active: Type.Boolean(),
});
export type UserAccount = Static<typeof UserAccount>;

/**
 * POST and DELETE /user/{id}/twofactor: whether the second factor is on; the first step of switching it on
 * also answers the new secret and its otpauth URI.
 */
export const TwoFactorState = Type.Object({
  enabled: Type.Boolean(),
  secret: Type.Optional(Type.String()),
  uri: Type.Optional(Type.String()),
});
export type TwoFactorState = Static<typeof TwoFactorState>;

/** PUT /user/{id}/roles/{environment} and POST /invitation/accept: the membership as stored. */
export const EnvironmentMembership = Type.Object({
  environment: Id,
  user: Id,
  roles: Type.Array(Id),
  active: Type.Boolean(),
});
export type EnvironmentMembership = Static<typeof EnvironmentMembership>;

/** The answer of calls that only say they were done (forgot_password, change_password, invite, logout). */
export const DoneResult = Type.Object({ result: Type.Boolean() });
export type DoneResult = Static<typeof DoneResult>;
