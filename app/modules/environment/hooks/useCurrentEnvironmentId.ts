import { useSyncExternalStore } from "react";
import { currentEnvironment } from "../state/currentEnvironment";

const get = () => currentEnvironment.get();

/** The id of the chosen environment, or null before one is chosen. */
export function useCurrentEnvironmentId(): number | null {
  return useSyncExternalStore(currentEnvironment.subscribe, get, get);
}
