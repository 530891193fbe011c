import type { UserOption, UserProfile } from "../../schemas";
import { tokenRoles } from "../permissions/callerContext";

export interface UserRow {
  id: number;
  uuid: string;
  username: string;
  email: string;
  mobile: string | null;
  /** A short fingerprint of the stored picture (users.avatar holds its data URL), null without one. */
  avatar_version: string | null;
  active: boolean;
  global_roles: string[];
  profile: UserProfile;
  private_settings: Record<string, unknown>;
  totp_secret: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

export const USER_COLUMNS = `u.id, u.uuid, u.username, u.email, u.mobile,
  left(md5(u.avatar), 12) as avatar_version, u.active, u.global_roles,
  u.profile, u.private_settings, u.totp_secret, u.created_at, u.last_login_at`;

/**
 * A user as others see them: contact details and presence, not their global roles (which would point out
 * the super admins) nor their other private settings.
 */
export function userView(row: UserRow) {
  const presence = row.private_settings.presence ?? null;
  return {
    id: row.id,
    uuid: row.uuid,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    // The address of the picture, changed with it so that browsers do not keep showing an old one.
    avatar: row.avatar_version ? `/api/user/${row.id}/avatar?v=${row.avatar_version}` : null,
    active: row.active,
    profile: row.profile,
    private_settings: { presence },
    created_at: row.created_at,
  };
}

/** A user as they see themselves (and super admins see them): all settings and the second-factor state. */
export function ownUserView(row: UserRow) {
  return {
    ...userView(row),
    roles: tokenRoles(row.global_roles),
    private_settings: row.private_settings,
    two_factor: row.totp_secret !== null,
    last_login_at: row.last_login_at,
  };
}

export function userOption(row: {
  id: number;
  username: string;
  profile: UserProfile;
  environment_user_active: boolean | null;
}): UserOption {
  return {
    id: row.id,
    username: row.username,
    profile: row.profile,
    environment_user_active: row.environment_user_active,
  };
}
