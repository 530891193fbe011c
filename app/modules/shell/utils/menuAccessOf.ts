import type { EnvironmentDetails } from "../../../../schemas";
import type { Me } from "../../user/api/getMe";
import type { MenuAccess } from "./MenuAccess";

const ENVIRONMENT_ADMIN = "environment-admin";

/** The user's standing in the environment: credentials and role ids from /user/me and the environment. */
export function menuAccessOf(me: Me | undefined, environment: EnvironmentDetails | undefined): MenuAccess {
  const membership = me?.environments.find((entry) => entry.id === environment?.id);
  const credentials = environment?.credentials ?? membership?.credentials ?? [];
  const admin =
    !!me?.super_admin || !!membership?.environment_admin || credentials.includes(ENVIRONMENT_ADMIN);
  return { admin, credentials, roleIds: membership?.roles ?? [] };
}
