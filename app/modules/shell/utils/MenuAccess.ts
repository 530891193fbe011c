/** What the menus need to know of the user in the chosen environment. */
export interface MenuAccess {
  /** Super admin or environment admin: every check passes. */
  admin: boolean;
  /** The user's credentials in the environment. */
  credentials: readonly string[];
  /** The ids of the user's roles in the environment. */
  roleIds: readonly number[];
}
