import type { FieldTypeModule } from "../types";
import { messages } from "./messages";

/** A map zoom level when the value does not carry one. */
export const DEFAULT_ZOOM = 10;

interface Location {
  latitude: number;
  longitude: number;
  zoom?: number | null;
}

const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max;

function isLocation(value: unknown): value is Location {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { latitude, longitude, zoom } = value as Record<string, unknown>;
  const zoomFits = zoom === undefined || zoom === null || (Number.isInteger(zoom) && inRange(zoom, 0, 20));
  return inRange(latitude, -90, 90) && inRange(longitude, -180, 180) && zoomFits;
}

const missing = (value: unknown) => value === undefined || value === null || value === "";

function describe(value: unknown): string {
  if (typeof value !== "object" || value === null) return "";
  const { latitude, longitude } = value as Record<string, unknown>;
  return `${String(latitude)}, ${String(longitude)}`;
}

/** A point on the map: { latitude, longitude, zoom }. */
const geolocation: FieldTypeModule = {
  type: "geolocation",
  editable: true,
  sortable: false,
  valueSchema: () => ({
    type: "object",
    properties: {
      latitude: { type: "number", minimum: -90, maximum: 90 },
      longitude: { type: "number", minimum: -180, maximum: 180 },
      zoom: { type: "integer", minimum: 0, maximum: 20, default: DEFAULT_ZOOM },
    },
    required: ["latitude", "longitude"],
  }),
  validate: (value) => (isLocation(value) ? undefined : messages.location),
  isEmpty(value) {
    if (value === undefined || value === null || value === "") return true;
    if (typeof value !== "object") return false;
    const { latitude, longitude } = value as Record<string, unknown>;
    return missing(latitude) && missing(longitude);
  },
  toStrings(value) {
    return geolocation.isEmpty?.(value) ? [] : [describe(value)];
  },
  searchOperators: [],
  aggregations: [],
  format(value) {
    return geolocation.isEmpty?.(value) ? "" : describe(value);
  },
};

export default geolocation;
