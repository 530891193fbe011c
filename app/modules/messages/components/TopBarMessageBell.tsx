import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { MessageBell } from "./MessageBell";

/** The bell in the top bar, once an environment is chosen (messages live in an environment). */
export function TopBarMessageBell() {
  const environmentId = useCurrentEnvironmentId();
  return environmentId === null ? null : <MessageBell environmentId={environmentId} />;
}
