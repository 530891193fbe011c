import { api } from "../../../api/apiClient";

export interface AppConfig {
  /** Map tiles (the server's MAP_TILE_URL); null draws maps without tiles. */
  mapTileUrl: string | null;
}

/** GET /config: what the app takes from the server's settings. */
export function getAppConfig(): Promise<AppConfig> {
  return api<AppConfig>("/config");
}
