/** Past this many markers a map shows clusters (a count per cell) instead of single pins. */
export const CLUSTER_FROM = 100;

export interface Point {
  id: number;
  latitude: number;
  longitude: number;
  title: string | null;
  summary: string | null;
}

export interface Cluster {
  latitude: number;
  longitude: number;
  points: Point[];
}

/** The points grouped per cell of `cell` degrees, each cluster at the mean of its points. */
export function clusterMarkers(points: readonly Point[], cell: number): Cluster[] {
  const cells = new Map<string, Point[]>();
  for (const point of points) {
    const key = `${Math.floor(point.latitude / cell)}:${Math.floor(point.longitude / cell)}`;
    cells.set(key, [...(cells.get(key) ?? []), point]);
  }
  return [...cells.values()].map((members) => ({
    latitude: members.reduce((sum, p) => sum + p.latitude, 0) / members.length,
    longitude: members.reduce((sum, p) => sum + p.longitude, 0) / members.length,
    points: members,
  }));
}

/** A cell size that suits a zoom level: about a sixteenth of the visible width. */
export const cellForZoom = (zoom: number) => 360 / 2 ** zoom / 4;
