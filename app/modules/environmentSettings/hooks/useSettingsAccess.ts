import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { menuAccessOf } from "../../shell/utils/menuAccessOf";
import { useMe } from "../../user/hooks/useMe";

/**
 * Whether the user may use a settings page of the chosen environment: super and environment admins
 * always; others when they hold a credential beginning with `credential` (null: admins only).
 */
export function useSettingsAccess(credential: string | null) {
  const me = useMe();
  const environment = useCurrentEnvironment();
  const access = menuAccessOf(me.data, environment.data);
  const allowed =
    access.admin || (credential !== null && access.credentials.some((held) => held.startsWith(credential)));
  return {
    environment,
    me,
    allowed,
    loading: me.isPending || environment.isPending,
  };
}
