import type { LogFilterValues } from "./LogFilterValues";

/** The query parameters both logs take for their filters (entity as defDossier, as the server names it). */
export function logQueryOf(environment: number, filters: LogFilterValues): Record<string, string | number> {
  return {
    environment,
    ...(filters.user !== undefined ? { user: filters.user } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.entity !== undefined ? { defDossier: filters.entity } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}
