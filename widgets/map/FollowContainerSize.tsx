import { useEffect } from "react";
import { useMap } from "react-leaflet";

/**
 * Tells Leaflet when its container changes size. Leaflet measures the container when the map is made and
 * on window resizes only; a map made before its box was laid out (a dashboard block whose grid sets its
 * height after mounting) or in a box the user resizes would otherwise draw its layers for the old size:
 * markers outside it stay empty paths.
 */
export function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
