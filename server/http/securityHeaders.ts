import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ServerConfig } from "../config";
import { contentSecurityPolicy, JSON_POLICY } from "./contentSecurityPolicy";

const API_PATH = /^\/api(\/|\?|$)/;

/**
 * What the browser's own features may do on our pages: nothing of the camera, microphone or location (the
 * geolocation field picks its point on the map, it never asks the browser where it is), no payment or USB.
 */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), " +
  "midi=(), display-capture=(), browsing-topics=()";

/** Each answer's style nonce, kept with the answer itself (helmet's directives see only the raw response). */
const styleNonces = new WeakMap<ServerResponse, string>();

/** The nonce this answer's policy allows styles with; the app's page hands it to its style cache. */
export function styleNonce(reply: FastifyReply): string {
  return styleNonces.get(reply.raw) ?? "";
}

/**
 * The headers of every answer (helmet): the Content-Security-Policy of contentSecurityPolicy.ts, no framing
 * by any site, HSTS only when the public address is https (over plain http it would lock people out),
 * Referrer-Policy same-origin, Cross-Origin-Opener-Policy same-origin, Permissions-Policy, nosniff. JSON
 * answers get a policy that allows nothing at all: opened in a tab they are data, never a page.
 *
 * Also no text/plain body parser: a cross-site form can post text/plain without a preflight, JSON it cannot.
 * API answers hold personal data: no browser or proxy keeps them (Cache-Control: no-store), unless a route
 * chose its own policy (an environment's logo).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.removeContentTypeParser("text/plain");
  const https = config.publicUrl.startsWith("https:");
  app.addHook("onRequest", async (_request, reply) => {
    styleNonces.set(reply.raw, randomBytes(18).toString("base64"));
  });
  const directives = contentSecurityPolicy(
    config,
    (response) => styleNonces.get(response as ServerResponse) ?? "",
  );
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: "deny" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (!API_PATH.test(request.url)) return;
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    if (String(reply.getHeader("content-type") ?? "").startsWith("application/json")) {
      reply.header("content-security-policy", JSON_POLICY);
    }
  });
}
