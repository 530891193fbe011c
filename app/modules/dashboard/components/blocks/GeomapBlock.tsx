import "leaflet/dist/leaflet.css";
import { Box, Link } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { latLngBounds } from "leaflet";
import { useEffect, useMemo, useState } from "react";
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMap, useMapEvents } from "react-leaflet";
import { FollowContainerSize } from "../../../../../widgets/map/FollowContainerSize";
import { appConfigKeys } from "../../../record/api/appConfigKeys";
import { getAppConfig } from "../../../record/api/getAppConfig";
import type { Block } from "../../api/Block";
import { useBlockData } from "../../hooks/useBlockData";
import { CLUSTER_FROM, cellForZoom, clusterMarkers, type Point } from "../../utils/clusterMarkers";
import { BlockState } from "../BlockState";

/** Fits the map to the markers once they are known, and again once a map made without a height has one. */
function FitBounds({ points }: { points: readonly Point[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    const fitToPoints = () =>
      map.fitBounds(latLngBounds(points.map((p) => [p.latitude, p.longitude])), {
        padding: [24, 24],
        maxZoom: 14,
      });
    fitToPoints();
    if (map.getSize().y > 0) return;
    map.once("resize", fitToPoints);
    return () => {
      map.off("resize", fitToPoints);
    };
  }, [map, points]);
  return null;
}

function Markers({ points }: { points: readonly Point[] }) {
  const map = useMap();
  const [zoom, setZoom] = useState(map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const clusters = useMemo(
    () =>
      points.length > CLUSTER_FROM
        ? clusterMarkers(points, cellForZoom(zoom))
        : points.map((p) => ({ latitude: p.latitude, longitude: p.longitude, points: [p] })),
    [points, zoom],
  );
  return clusters.map((cluster) => {
    const [first] = cluster.points;
    if (cluster.points.length === 1 && first)
      return (
        <CircleMarker
          key={first.id}
          center={[first.latitude, first.longitude]}
          radius={7}
          pathOptions={{ color: "#2c7a7b" }}
        >
          <Popup>
            <Link asChild>
              <RouterLink to="/contentdossier/$id" params={{ id: String(first.id) }}>
                {first.title ?? first.summary ?? first.id}
              </RouterLink>
            </Link>
          </Popup>
        </CircleMarker>
      );
    return (
      <CircleMarker
        key={`${cluster.latitude}:${cluster.longitude}`}
        center={[cluster.latitude, cluster.longitude]}
        radius={Math.min(30, 10 + Math.log2(cluster.points.length) * 3)}
        pathOptions={{ color: "#285e61", fillOpacity: 0.6 }}
        eventHandlers={{ click: () => map.setView([cluster.latitude, cluster.longitude], map.getZoom() + 2) }}
      >
        <Tooltip permanent direction="center">
          {cluster.points.length}
        </Tooltip>
      </CircleMarker>
    );
  });
}

/** geomap: the block's records with a location as markers on a map, clustered when there are many. */
export function GeomapBlock({ block }: { block: Block }) {
  const ready = !!block.settings.templateOptions?.location;
  const data = useBlockData<Point[]>(block, {}, ready);
  const config = useQuery({
    queryKey: appConfigKeys.all,
    queryFn: getAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!ready) return <BlockState state="empty" />;
  if (data.isPending) return <BlockState state="loading" />;
  if (data.isError) return <BlockState state="error" />;
  const points = data.data.results;
  return (
    <Box h="100%" minH="160px" borderRadius="l2" overflow="hidden" data-map="" data-markers={points.length}>
      <MapContainer center={[52.1, 5.1]} zoom={7} style={{ width: "100%", height: "100%" }}>
        {config.data?.mapTileUrl && <TileLayer url={config.data.mapTileUrl} />}
        <Markers points={points} />
        <FitBounds points={points} />
        <FollowContainerSize />
      </MapContainer>
    </Box>
  );
}
