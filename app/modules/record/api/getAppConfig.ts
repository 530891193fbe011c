import type { AppConfig } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export type { AppConfig } from "../../../../schemas";

/** GET /config: what the app takes from the server's settings. */
export function getAppConfig(): Promise<AppConfig> {
  return api<AppConfig>("/config");
}
