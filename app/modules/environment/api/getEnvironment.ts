import type { EnvironmentDetails } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export function getEnvironment(id: number): Promise<EnvironmentDetails> {
  return api<EnvironmentDetails>(`/environment/${id}`);
}
