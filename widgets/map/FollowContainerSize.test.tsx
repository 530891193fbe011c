// @vitest-environment jsdom
import "../testing/setup";
import { act, render } from "@testing-library/react";
import type { Map as LeafletMap } from "leaflet";
import { MapContainer, useMap } from "react-leaflet";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FollowContainerSize } from "./FollowContainerSize";

/** A ResizeObserver that reports when the test says the box changed. */
function fakeResizeObserver() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () =>
    act(() => {
      for (const callback of callbacks) callback();
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderMap(follow: boolean) {
  let map: LeafletMap | undefined;
  function Grab() {
    map = useMap();
    return null;
  }
  render(
    <MapContainer center={[52.1, 5.1]} zoom={7} style={{ width: "100%", height: "100%" }}>
      <Grab />
      {follow && <FollowContainerSize />}
    </MapContainer>,
  );
  if (!map) throw new Error("The map was not made");
  return map;
}

describe("FollowContainerSize", () => {
  // Without it, Leaflet keeps the size it measured when the map was made.
  it.each([
    { follow: true, after: 300 },
    { follow: false, after: 0 },
  ])(
    "a map made in a box without a height, following its box: $follow, then has height $after",
    ({ follow, after }) => {
      const resized = fakeResizeObserver();
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(400);
      const height = vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(0);
      const map = renderMap(follow);
      expect(map.getSize().y).toBe(0);
      height.mockReturnValue(300);
      resized();
      expect(map.getSize().y).toBe(after);
    },
  );
});
