import type { EnvironmentList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** The picker's page size (spec 1-platform section 9). */
export const ENVIRONMENTS_PER_PAGE = 12;

/** GET /environment: the caller's environments, searched by name, 12 a page. */
export function listEnvironments(name: string, page: number): Promise<EnvironmentList> {
  return api<EnvironmentList>("/environment", {
    query: { limit: ENVIRONMENTS_PER_PAGE, page, ...(name ? { name } : {}) },
  });
}
