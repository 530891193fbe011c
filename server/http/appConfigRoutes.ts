import type { FastifyInstance } from "fastify";
import { AppConfig } from "../../schemas";
import type { ServerConfig } from "../config";

/**
 * GET /api/config: what the app takes from the server's settings: the map tile address (MAP_TILE_URL) and
 * the tiles' credit line (MAP_TILE_ATTRIBUTION); null for none.
 */
export function appConfigRoutes(app: FastifyInstance, config: ServerConfig): void {
  app.get("/api/config", { schema: { response: { 200: AppConfig } } }, async () => ({
    mapTileUrl: config.mapTileUrl ?? null,
    mapTileAttribution: config.mapTileUrl ? (config.mapTileAttribution ?? null) : null,
  }));
}
