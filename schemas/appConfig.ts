import { type Static, Type } from "@sinclair/typebox";
import { Nullable } from "./common";

/** GET /config: what the app takes from the server's settings. */
export const AppConfig = Type.Object({
  /** Map tiles (the server's MAP_TILE_URL); null draws maps without tiles. */
  mapTileUrl: Nullable(Type.String()),
  /** The tiles' credit line (MAP_TILE_ATTRIBUTION, OpenStreetMap's by default); null for none. */
  mapTileAttribution: Nullable(Type.String()),
});
export type AppConfig = Static<typeof AppConfig>;
