import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { LocationMapProps } from "./LocationMap";
import { MapErrorBoundary } from "./MapErrorBoundary";

// Leaflet loads with the first map shown: most forms have no location item.
const LocationMap = lazy(() => import("./LocationMap").then((module) => ({ default: module.LocationMap })));

/** The Leaflet map, loaded on first use, with a frame of its size until then; 'General error' if it fails. */
export function LazyLocationMap(props: LocationMapProps) {
  return (
    <MapErrorBoundary>
      <Suspense
        fallback={<Box data-map-loading="" w="full" maxW="map.width" aspectRatio={4 / 3} bg="bg.muted" />}
      >
        <LocationMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
