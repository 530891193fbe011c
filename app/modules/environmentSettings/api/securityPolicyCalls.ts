import type { SecurityPolicy } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export const getSecurityPolicy = (environmentId: number) =>
  api<SecurityPolicy>(`/environment/${environmentId}/setting`);

export const putSecurityPolicy = (environmentId: number, policy: SecurityPolicy) =>
  api<SecurityPolicy>(`/environment/${environmentId}/setting`, { method: "PUT", body: policy });
