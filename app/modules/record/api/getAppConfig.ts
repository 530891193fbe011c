import { api } from "../../../api/apiClient";

export interface AppConfig {
  /** Map tiles (the server's MAP_TILE_URL); null draws maps without tiles. */
  mapTileUrl: string | null;
  /** The tiles' credit line (MAP_TILE_ATTRIBUTION, OpenStreetMap's by default); null for none. */
  mapTileAttribution?: string | null;
}

/** GET /config: what the app takes from the server's settings. */
export function getAppConfig(): Promise<AppConfig> {
  return api<AppConfig>("/config");
}
