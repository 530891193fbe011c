import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { menuAccessOf } from "../../shell/utils/menuAccessOf";
import { useMe } from "../../user/hooks/useMe";

/**
 * May the user work in an admin area (kedo.role, kedo.user, ...) of the chosen environment: super and
 * environment admins always, others holding a credential beginning with the key, as the menu decides.
 * `bypass` tells whether every check passes (who may hand out environment-admin).
 */
export function useAdminArea(...keys: string[]): { loading: boolean; allowed: boolean; bypass: boolean } {
  const me = useMe();
  const environmentId = useCurrentEnvironmentId();
  const environment = useCurrentEnvironment();
  const loading = me.isPending || (environmentId !== null && environment.isPending);
  if (loading) return { loading, allowed: false, bypass: false };
  const access = menuAccessOf(me.data, environment.data);
  const allowed =
    access.admin || access.credentials.some((credential) => keys.some((key) => credential.startsWith(key)));
  return { loading, allowed, bypass: access.admin };
}
