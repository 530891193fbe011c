import type { EnvironmentList, EnvironmentSummary } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /environment: the environments a template can be made from (the first 200 by name). */
export async function listSourceEnvironments(): Promise<EnvironmentSummary[]> {
  return (await api<EnvironmentList>("/environment", { query: { limit: 200, page: 1 } })).results;
}
