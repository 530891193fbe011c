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
