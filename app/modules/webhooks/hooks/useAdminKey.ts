import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { menuAccessOf } from "../../shell/utils/menuAccessOf";
import { useMe } from "../../user/hooks/useMe";

/**
 * May the user work in an admin area (kedo.event, kedo.webhooks) of the chosen environment: super and
 * environment admins always, others holding a credential beginning with the key, as the menu decides.
 */
export function useAdminKey(key: string): { loading: boolean; allowed: boolean } {
  const me = useMe();
  const environmentId = useCurrentEnvironmentId();
  const environment = useCurrentEnvironment();
  const loading = me.isPending || (environmentId !== null && environment.isPending);
  if (loading) return { loading, allowed: false };
  const access = menuAccessOf(me.data, environment.data);
  return { loading, allowed: access.admin || access.credentials.some((held) => held.startsWith(key)) };
}
