// @vitest-environment jsdom
import "../testing/setup";
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { findItem, renderItem } from "../testing/renderItem";

// The map that cannot be drawn: Leaflet throwing while it mounts.
vi.mock("./LocationMap", () => ({
  LocationMap: () => {
    throw new Error("Map container is already initialized.");
  },
}));

it("shows 'General error' in place of a map that throws, and keeps the coordinates", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { model, id } = findItem("geolocation", "show");
  renderItem(model, id, { value: { latitude: 52.37, longitude: 4.9, zoom: 10 } });
  expect(await screen.findByRole("alert")).toHaveTextContent("General error");
  expect(screen.getByText("52.37, 4.9")).toBeInTheDocument();
});
