import { api } from "../../../api/apiClient";
import type { EnvironmentDetails } from "./EnvironmentDetails";

export function getEnvironment(id: number): Promise<EnvironmentDetails> {
  return api<EnvironmentDetails>(`/environment/${id}`);
}
