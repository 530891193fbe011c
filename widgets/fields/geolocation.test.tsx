// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

const AMSTERDAM = { latitude: 52.37, longitude: 4.9, zoom: 10 };

// jsdom lays nothing out; Leaflet asks its container for a size before it picks tiles.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
});
afterEach(() => vi.restoreAllMocks());

const tilesOf = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-map] img.leaflet-tile")].map((img) => img.getAttribute("src"));

/** The map once Leaflet has loaded. */
const mapOf = (container: HTMLElement) =>
  waitFor(() => {
    const map = container.querySelector("[data-map] .leaflet-container");
    expect(map).not.toBeNull();
    return map as HTMLElement;
  });

it("shows the point on a Leaflet map from the configured tiles, with its coordinates", async () => {
  const { model, id } = findItem("geolocation", "show");
  const { container } = renderItem(model, id, {
    value: AMSTERDAM,
    services: { tileUrl: "/tiles/{z}/{x}/{y}.png" },
  });
  await mapOf(container);
  expect(tilesOf(container)).toContain("/tiles/10/525/336.png");
  expect(container.querySelector(".leaflet-marker-icon")).not.toBeNull();
  expect(screen.getByText("52.37, 4.9")).toBeInTheDocument();
});

it("draws no tiles without a tile address", async () => {
  const { model, id } = findItem("geolocation", "show");
  const { container } = renderItem(model, id, { value: AMSTERDAM });
  await mapOf(container);
  expect(tilesOf(container)).toHaveLength(0);
});

it("takes typed coordinates and zooms with the map's buttons", async () => {
  const { model, id } = findItem("geolocation", "edit");
  const { changes } = renderItem(model, id, { value: AMSTERDAM });
  fireEvent.change(screen.getByRole("spinbutton", { name: "Latitude" }), { target: { value: "51.5" } });
  expect(changes.at(-1)).toEqual({ latitude: 51.5, longitude: 4.9, zoom: 10 });
  fireEvent.click(await screen.findByRole("button", { name: "Zoom in" }));
  expect(changes.at(-1)).toEqual({ latitude: 51.5, longitude: 4.9, zoom: 11 });
});

it("opens an empty location on the default view without a marker", async () => {
  const { model, id } = findItem("geolocation", "edit");
  const { container } = renderItem(model, id, { value: null });
  await mapOf(container);
  expect(container.querySelector(".leaflet-marker-icon")).toBeNull();
});

it("says 'General error' when the tile server answers no tile at all", async () => {
  const { model, id } = findItem("geolocation", "show");
  const { container } = renderItem(model, id, {
    value: AMSTERDAM,
    services: { tileUrl: "/tiles/{z}/{x}/{y}.png" },
  });
  await mapOf(container);
  const tiles = [...container.querySelectorAll("[data-map] img.leaflet-tile")];
  expect(tiles.length).toBeGreaterThan(0);
  expect(screen.queryByText("General error")).not.toBeInTheDocument();
  for (const tile of tiles) fireEvent.error(tile);
  expect(await screen.findByRole("alert")).toHaveTextContent("General error");
});

it("keeps quiet while some tiles load", async () => {
  const { model, id } = findItem("geolocation", "show");
  const { container } = renderItem(model, id, {
    value: AMSTERDAM,
    services: { tileUrl: "/tiles/{z}/{x}/{y}.png" },
  });
  await mapOf(container);
  const [first, ...others] = [...container.querySelectorAll("[data-map] img.leaflet-tile")];
  fireEvent.load(first as Element);
  for (const tile of others) fireEvent.error(tile);
  await waitFor(() => expect(container.querySelector(".leaflet-tile-loaded")).not.toBeNull());
  expect(screen.queryByText("General error")).not.toBeInTheDocument();
});
