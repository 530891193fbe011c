import { Box, Stack } from "@chakra-ui/react";
import { divIcon, type LeafletEventHandlerFnMap } from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css?inline";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import { t, useLanguage } from "../i18n";
import { Alert } from "../theme/Alert";
import { adoptCss } from "./adoptCss";
import { FollowContainerSize } from "./FollowContainerSize";
import type { MapPosition } from "./mapPosition";

export interface LocationMapProps {
  position: MapPosition;
  /** Tile address template ({z}/{x}/{y}); without one the map shows its frame and marker only. */
  tileUrl: string | undefined;
  /** The tiles' credit line, shown in the map's corner (plain text). */
  attribution?: string | undefined;
  /** The server has no tile source at all: say so under the map. */
  tilesUnset?: boolean;
  marker: boolean;
  /** The marker's name for assistive technology (the item's label). */
  label: string;
  /** Makes the map pickable: a click or dragging the marker moves the point, zooming keeps the zoom. */
  onPick?: (position: MapPosition) => void;
}

/** A pin drawn in SVG: Leaflet's default marker images need a bundler rule for their addresses. */
const PIN = divIcon({
  className: "",
  html: '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="#3182ce"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

/** Leaflet writes the credit line as HTML: the configured text stays text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The tile server's host, to name it when it answers no tile ("{s}" stands for its subdomains). */
function tileHost(url: string): string {
  try {
    return new URL(url.replace("{s}", "a"), "http://localhost").host;
  } catch {
    return url;
  }
}

/** Keeps the map on the value when it changes from outside (typed coordinates). */
function FollowPosition({ position }: { position: MapPosition }) {
  const map = useMap();
  const { latitude, longitude, zoom } = position;
  useEffect(() => {
    const center = map.getCenter();
    if (center.lat !== latitude || center.lng !== longitude || map.getZoom() !== zoom) {
      map.setView([latitude, longitude], zoom);
    }
  }, [map, latitude, longitude, zoom]);
  return null;
}

/** Reports clicks and zooming as a new position. */
function PickEvents({
  position,
  onPick,
}: {
  position: MapPosition;
  onPick: (position: MapPosition) => void;
}) {
  const map = useMapEvents({
    click: (event) =>
      onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng, zoom: map.getZoom() }),
    zoomend: () => {
      if (map.getZoom() !== position.zoom) onPick({ ...position, zoom: map.getZoom() });
    },
  });
  return null;
}

/**
 * A Leaflet map of one point (spec 5: 800 x 600 at most, zoom 10 unless stored), on the tile server the
 * app configures, so it also runs offline against a local one.
 */
export function LocationMap({
  position,
  tileUrl,
  attribution,
  tilesUnset = false,
  marker,
  label,
  onPick,
}: LocationMapProps) {
  const language = useLanguage();
  const { latitude, longitude, zoom } = position;
  // Leaflet's own styles, in whatever root the map is drawn: the page, or an embedded form's shadow root.
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (frame.current) adoptCss(frame.current, leafletCss);
  }, []);
  // A tile server that answers no tile at all leaves a blank map: say so (spec 2, geolocation load error).
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileEvents = useMemo<LeafletEventHandlerFnMap>(() => {
    let shown = 0;
    let failed = 0;
    return {
      loading: () => {
        shown = 0;
        failed = 0;
      },
      tileload: () => {
        shown += 1;
        setTilesFailed(false);
      },
      tileerror: () => {
        failed += 1;
      },
      load: () => setTilesFailed(shown === 0 && failed > 0),
    };
  }, []);
  const markerEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const point = event.target.getLatLng();
        onPick?.({ latitude: point.lat, longitude: point.lng, zoom });
      },
    }),
    [onPick, zoom],
  );
  return (
    <Stack gap="1">
      <Box
        ref={frame}
        data-map=""
        w="full"
        maxW="map.width"
        aspectRatio={4 / 3}
        maxH="map.height"
        borderRadius="l2"
        overflow="hidden"
      >
        <MapContainer
          center={[latitude, longitude]}
          zoom={zoom}
          zoomControl={false}
          // react-leaflet sizes the map through its container's style.
          style={{ width: "100%", height: "100%" }}
        >
          {tileUrl && (
            <TileLayer
              key={tileUrl}
              url={tileUrl}
              {...(attribution ? { attribution: escapeHtml(attribution) } : {})}
              eventHandlers={tileEvents}
            />
          )}
          {/* Keyed by language: Leaflet writes the button titles once. */}
          <ZoomControl key={language} zoomInTitle={t("Zoom in")} zoomOutTitle={t("Zoom out")} />
          {marker && (
            <Marker
              position={[latitude, longitude]}
              icon={PIN}
              title={label}
              draggable={onPick !== undefined}
              eventHandlers={markerEvents}
            />
          )}
          <FollowPosition position={position} />
          <FollowContainerSize />
          {onPick && <PickEvents position={position} onPick={onPick} />}
        </MapContainer>
      </Box>
      {tileUrl && tilesFailed && (
        // The spec's geolocation load error, and what failed.
        <Alert status="danger">
          {`${t("General error")}: ${t("The map tiles could not be loaded from {host}.", { host: tileHost(tileUrl) })}`}
        </Alert>
      )}
      {!tileUrl && tilesUnset && (
        <Alert status="info">{t("No map tile source is set up: the map shows the point only.")}</Alert>
      )}
    </Stack>
  );
}
