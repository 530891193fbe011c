import type { Me } from "../../user/api/getMe";

/** Spec 6: the choice of a pop-up message is for admins, environment admins and contract admins. */
export function maySendPopups(me: Me | undefined, environmentId: number | null): boolean {
  if (!me) return false;
  if (me.super_admin || me.contract_admin) return true;
  return me.environments.some((entry) => entry.id === environmentId && entry.environment_admin);
}
