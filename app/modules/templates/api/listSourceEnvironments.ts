import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { EnvironmentSummary } from "../../environment/api/EnvironmentSummary";

/** GET /environment: the environments a template can be made from (the first 200 by name). */
export async function listSourceEnvironments(): Promise<EnvironmentSummary[]> {
  return (await api<ListResponse<EnvironmentSummary>>("/environment", { query: { limit: 200, page: 1 } }))
    .results;
}
