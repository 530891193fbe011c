import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { SavedQuery } from "./SavedQuery";

/** GET /dossierquery?environment=..&search=..&page=..: one page of the environment's saved queries. */
export function listQueries(
  environmentId: number,
  options: { search: string; page: number; limit: number },
): Promise<ListResponse<SavedQuery>> {
  return api<ListResponse<SavedQuery>>("/dossierquery", {
    query: {
      environment: environmentId,
      page: options.page,
      limit: options.limit,
      ...(options.search ? { search: options.search } : {}),
    },
  });
}
