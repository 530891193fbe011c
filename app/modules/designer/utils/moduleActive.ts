import type { EnvironmentDetails } from "../../../../schemas";

/** Whether an environment has a module (brp, reports, ijwiwmo) switched on; env_modules names each module. */
export function moduleActive(environment: EnvironmentDetails | undefined, name: string): boolean {
  return (environment?.env_modules ?? []).some((module) => module.module === name && module.active);
}
