import type { Me } from "../../user/api/getMe";

/** Only super admins and contract admins create environments. */
export function canCreateEnvironment(me: Pick<Me, "super_admin" | "contract_admin"> | undefined): boolean {
  return !!me && (me.super_admin || me.contract_admin);
}
