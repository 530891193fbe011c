import { describe, expect, it } from "vitest";
import { configFromEnvironment, DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from "../config";
import { describeApi } from "../testing/apiHarness";

describeApi("app config without MAP_TILE_URL", (api) => {
  it("answers no tile address, and only with a session", async () => {
    expect((await api.request("GET", "/api/config")).status).toBe(401);
    const user = await api.loggedInUser();
    const answer = await api.request("GET", "/api/config", { cookie: user.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ mapTileUrl: null, mapTileAttribution: null });
  });
});

describeApi(
  "app config with MAP_TILE_URL",
  (api) => {
    it("answers the configured tile address", async () => {
      const user = await api.loggedInUser();
      const answer = await api.request("GET", "/api/config", { cookie: user.cookie });
      expect(answer.body).toEqual({
        mapTileUrl: "http://tiles.local/{z}/{x}/{y}.png",
        mapTileAttribution: "© Tiles Local",
      });
    });
  },
  { mapTileUrl: "http://tiles.local/{z}/{x}/{y}.png", mapTileAttribution: "© Tiles Local" },
);

describe("the map tiles of docket serve", () => {
  const base = { dataDir: "/tmp/docket", port: 8080 };

  it("are OpenStreetMap's, with its credit line, unless MAP_TILE_URL says otherwise", () => {
    const config = configFromEnvironment({}, base);
    expect(config.mapTileUrl).toBe(DEFAULT_MAP_TILE_URL);
    expect(config.mapTileAttribution).toBe(DEFAULT_MAP_TILE_ATTRIBUTION);
  });

  it("are another server's with MAP_TILE_URL and MAP_TILE_ATTRIBUTION, and none with MAP_TILE_URL=none", () => {
    const own = configFromEnvironment(
      { MAP_TILE_URL: " http://tiles.local/{z}/{x}/{y}.png ", MAP_TILE_ATTRIBUTION: "© Gemeente" },
      base,
    );
    expect(own.mapTileUrl).toBe("http://tiles.local/{z}/{x}/{y}.png");
    expect(own.mapTileAttribution).toBe("© Gemeente");
    const none = configFromEnvironment({ MAP_TILE_URL: "none" }, base);
    expect(none.mapTileUrl).toBeUndefined();
    expect(none.mapTileAttribution).toBeUndefined();
  });
});
