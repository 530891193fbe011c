import type { SavedQueryList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /dossierquery?environment=..&search=..&page=..: one page of the environment's saved queries. */
export function listQueries(
  environmentId: number,
  options: { search: string; page: number; limit: number },
): Promise<SavedQueryList> {
  return api<SavedQueryList>("/dossierquery", {
    query: {
      environment: environmentId,
      page: options.page,
      limit: options.limit,
      ...(options.search ? { search: options.search } : {}),
    },
  });
}
