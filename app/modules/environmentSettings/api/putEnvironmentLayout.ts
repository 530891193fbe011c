import { api } from "../../../api/apiClient";
import type { EnvironmentLayout } from "./EnvironmentLayout";

export function putEnvironmentLayout(environmentId: number, layout: EnvironmentLayout) {
  return api<EnvironmentLayout>(`/environment/${environmentId}/layout`, { method: "PUT", body: layout });
}
