// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

const AMSTERDAM = { latitude: 52.37, longitude: 4.9, zoom: 10 };
const { model, id } = findItem("geolocation", "show");

// jsdom lays nothing out; Leaflet asks its container for a size before it picks tiles.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
});
afterEach(() => vi.restoreAllMocks());

const tileImages = (container: HTMLElement) =>
  waitFor(() => {
    const tiles = [...container.querySelectorAll<HTMLImageElement>("[data-map] img.leaflet-tile")];
    expect(tiles.length).toBeGreaterThan(0);
    return tiles;
  });

describe("the map's tiles", () => {
  it("carry the tile source's credit line, as text", async () => {
    const { container } = renderItem(model, id, {
      value: AMSTERDAM,
      services: {
        tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        tileAttribution: "© OpenStreetMap <b>contributors</b>",
      },
    });
    await waitFor(() =>
      expect(container.querySelector(".leaflet-control-attribution")).toHaveTextContent(
        "© OpenStreetMap <b>contributors</b>",
      ),
    );
    expect(container.querySelector(".leaflet-control-attribution b")).toBeNull();
  });

  it("say clearly, naming the server, when it answers no tile at all", async () => {
    const { container } = renderItem(model, id, {
      value: AMSTERDAM,
      services: { tileUrl: "https://tiles.unreachable.example/{z}/{x}/{y}.png" },
    });
    for (const tile of await tileImages(container)) fireEvent.error(tile);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "General error: The map tiles could not be loaded from tiles.unreachable.example.",
    );
  });

  it("say so when the server has no tile source set up", async () => {
    renderItem(model, id, { value: AMSTERDAM, services: { tilesUnset: true } });
    expect(
      await screen.findByText("No map tile source is set up: the map shows the point only."),
    ).toBeInTheDocument();
  });
});
