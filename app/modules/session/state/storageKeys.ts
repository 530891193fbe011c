/** Docket's keys in local storage; logout removes them all except the last visit. */
export const STORAGE_KEYS = {
  token: "docket.token",
  referer: "docket.referer",
  lastVisit: "docket.lastVisit",
  lastActivity: "docket.lastActivity",
  environment: "docket.environment",
  menu: "docket.menu",
  language: "docket.language",
} as const;
