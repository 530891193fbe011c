import type { EnvironmentDetails } from "../../environment/api/EnvironmentDetails";

/** Whether an environment has a module (brp, reports) switched on. */
export function moduleActive(environment: EnvironmentDetails | undefined, name: string): boolean {
  return (environment?.env_modules ?? []).some(
    (module) =>
      (typeof module.module === "string" ? module.module : module.module.name) === name &&
      module.active !== false,
  );
}
