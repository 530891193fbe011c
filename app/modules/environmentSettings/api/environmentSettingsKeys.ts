/**
 * React Query keys of an environment's settings: the modules Docket has and those the environment turned on,
 * one module's state, the environment's languages and its security policy.
 */
export const environmentSettingsKeys = {
  modules: ["modules"] as const,
  environmentModules: (environmentId: number) => ["environmentModules", environmentId] as const,
  /** One module's state in an environment (such as secureshare). */
  environmentModule: (name: string, environmentId: number | null | undefined) =>
    ["environmentmodule", name, environmentId] as const,
  locales: (environmentId: number) => ["environmentLocales", environmentId] as const,
  securityPolicy: (environmentId: number) => ["securityPolicy", environmentId] as const,
};
