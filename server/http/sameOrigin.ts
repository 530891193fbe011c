import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";
import { forbidden } from "./errors";
import { stateChangeOf } from "./stateChangingRoutes";

/**
 * The header the app's API client sends on every call (app/api/apiClient.ts). A foreign page cannot
 * send it without a CORS preflight, and this server answers none; over plain http on a host that is not
 * localhost it is the only sign a same-origin GET carries.
 */
export const APP_REQUEST_HEADER = "x-requested-with";
export const APP_REQUEST_VALUE = "docket";

export interface BrowserSignals {
  secFetchSite?: string | undefined;
  origin?: string | undefined;
  requestedWith?: string | undefined;
}

/** same-origin: the app asked; foreign: another site did; none: no browser sign at all (a script). */
export type Evidence = "same-origin" | "foreign" | "none";

/** Any sign of another site wins over signs of our own, so a mixed request is foreign. */
export function evidenceOf(signals: BrowserSignals, ownOrigins: readonly string[]): Evidence {
  const { secFetchSite, origin, requestedWith } = signals;
  if (secFetchSite !== undefined && secFetchSite !== "same-origin") return "foreign";
  if (origin !== undefined && !ownOrigins.includes(origin)) return "foreign";
  const ours = secFetchSite !== undefined || origin !== undefined || requestedWith === APP_REQUEST_VALUE;
  return ours ? "same-origin" : "none";
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return value === undefined ? undefined : String(value);
}

/** The browser's signs of where a request came from, read from its headers. */
export function signalsOf(headers: Headers): BrowserSignals {
  return {
    secFetchSite: header(headers, "sec-fetch-site"),
    origin: header(headers, "origin"),
    requestedWith: header(headers, APP_REQUEST_HEADER),
  };
}

/** Our own origins: PUBLIC_URL's, and the address the request was sent to (behind a proxy, or before PUBLIC_URL is set). */
export function ownOriginsOf(publicUrl: string, ...requestUrls: string[]): string[] {
  return [publicUrl, ...requestUrls].map(originOf).filter((origin) => origin !== undefined);
}

/**
 * Refuses with 403, before the session is read or the route runs, every state-changing call that
 * another site made: writes with a foreign Origin or Sec-Fetch-Site, and the spec's state-changing GETs
 * unless the request shows it came from our own origin.
 */
export function registerSameOriginCheck(app: FastifyInstance, config: Pick<ServerConfig, "publicUrl">): void {
  app.addHook("onRequest", async (request) => {
    // Other sites call the embed token API on purpose: it reads no cookie, and CORS follows the token.
    if (request.routeOptions.config.embedToken) return;
    const change = stateChangeOf(request.method, request.routeOptions.url);
    if (change === "none") return;
    const ownOrigins = ownOriginsOf(config.publicUrl, `${request.protocol}://${request.host}`);
    const evidence = evidenceOf(signalsOf(request.headers), ownOrigins);
    if (evidence === "foreign" || (evidence === "none" && change === "get")) throw forbidden();
  });
}
