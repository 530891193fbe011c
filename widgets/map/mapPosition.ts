/** A point on the map and the zoom it is shown at, as a geolocation value stores them. */
export interface MapPosition {
  latitude: number;
  longitude: number;
  zoom: number;
}
