import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { menuAccessOf } from "../../shell/utils/menuAccessOf";
import { useMe } from "../../user/hooks/useMe";

/** Whether the user may use the designer: super admins and admins of the chosen environment. */
export function useDesignerAccess(): { loading: boolean; allowed: boolean } {
  const me = useMe();
  const environmentId = useCurrentEnvironmentId();
  const environment = useCurrentEnvironment();
  const loading = me.isPending || (environmentId !== null && environment.isPending);
  return { loading, allowed: !loading && menuAccessOf(me.data, environment.data).admin };
}
