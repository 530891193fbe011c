import { expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";

describeApi("app config without MAP_TILE_URL", (api) => {
  it("answers no tile address, and only with a session", async () => {
    expect((await api.request("GET", "/api/config")).status).toBe(401);
    const user = await api.loggedInUser();
    const answer = await api.request("GET", "/api/config", { cookie: user.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ mapTileUrl: null });
  });
});

describeApi(
  "app config with MAP_TILE_URL",
  (api) => {
    it("answers the configured tile address", async () => {
      const user = await api.loggedInUser();
      const answer = await api.request("GET", "/api/config", { cookie: user.cookie });
      expect(answer.body).toEqual({ mapTileUrl: "http://tiles.local/{z}/{x}/{y}.png" });
    });
  },
  { mapTileUrl: "http://tiles.local/{z}/{x}/{y}.png" },
);
