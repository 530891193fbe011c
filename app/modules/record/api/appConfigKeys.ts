/** React Query keys of the app's configuration (GET /config: the map tiles and the like). */
export const appConfigKeys = {
  all: ["appConfig"] as const,
};
