import type { FastifyInstance, FastifyRequest } from "fastify";
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

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return value === undefined ? undefined : String(value);
}

/**
 * Refuses with 403, before the session is read or the route runs, every state-changing call that
 * another site made: writes with a foreign Origin or Sec-Fetch-Site, and the spec's state-changing GETs
 * unless the request shows it came from our own origin.
 */
export function registerSameOriginCheck(app: FastifyInstance, config: Pick<ServerConfig, "publicUrl">): void {
  const publicOrigin = originOf(config.publicUrl);
  app.addHook("onRequest", async (request) => {
    const change = stateChangeOf(request.method, request.routeOptions.url);
    if (change === "none") return;
    // The address the request was sent to also counts: behind a proxy, or before PUBLIC_URL is set.
    const requestOrigin = originOf(`${request.protocol}://${request.host}`);
    const ownOrigins = [publicOrigin, requestOrigin].filter((origin) => origin !== undefined);
    const evidence = evidenceOf(
      {
        secFetchSite: header(request, "sec-fetch-site"),
        origin: header(request, "origin"),
        requestedWith: header(request, APP_REQUEST_HEADER),
      },
      ownOrigins,
    );
    if (evidence === "foreign" || (evidence === "none" && change === "get")) throw forbidden();
  });
}
