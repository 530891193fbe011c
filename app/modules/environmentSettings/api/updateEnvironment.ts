import type { EnvironmentWithSettings } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export interface EnvironmentChanges {
  name: string;
  description: string;
  /** A png or jpeg data URL, null to remove the logo; absent keeps it. */
  image?: string | null;
  active?: boolean;
  /** Locale codes, the default first. */
  languages: string[];
}

/** PATCH /environment/{id}: the Generic page's fields and languages in one transaction. */
export function updateEnvironment(environmentId: number, changes: EnvironmentChanges) {
  return api<EnvironmentWithSettings>(`/environment/${environmentId}`, { method: "PATCH", body: changes });
}
