import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerConfig } from "../config";

type DirectiveValue = string | ((request: IncomingMessage, response: ServerResponse) => string);

/** For JSON answers: a page that allows nothing, which nobody may frame. */
export const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of the API documentation page (/api/docs), which swagger-ui draws: its scripts are ours to
 * serve, but its code adds style elements without a nonce, so on this page alone styles may be inline.
 * The page shows no personal data and runs no inline script.
 */
export const API_DOCS_POLICY =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'none'";

/**
 * The app's policy: its own scripts only (no inline script, no eval), its own style sheets and the style
 * elements that carry this answer's nonce (Chakra UI's Emotion adds them at run time, with the nonce the
 * page hands it; no 'unsafe-inline' for them) and style attributes, its own images plus data: and blob:
 * (barcodes, previews) and the map tile server, connections to itself (the API and the live socket: CSP 3
 * lets 'self' cover ws: on the same host), no plugins, no framing.
 */
export function contentSecurityPolicy(
  config: ServerConfig,
  nonceOf: (response: ServerResponse) => string,
): Record<string, DirectiveValue[]> {
  const tiles = config.mapTileUrl ? tileSource(config.mapTileUrl) : undefined;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", (_request, response) => `'nonce-${nonceOf(response)}'`],
    // Rich text keeps its colours and alignment in style attributes (spec 5); the sanitiser lets through
    // only colour, alignment, weight and decoration, and an attribute can neither run script nor load
    // anything the other directives refuse. Style elements still need the nonce.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(tiles ? [tiles] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(config.publicUrl.startsWith("https:") ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * The CSP source of a tile address template such as https://{s}.tile.example/{z}/{x}/{y}.png: its scheme
 * and host, a placeholder in the host becoming a wildcard label (*.tile.example). Undefined when it is no
 * http(s) address.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return undefined;
  const [, scheme, host] = match as unknown as [string, string, string];
  const wildcardHost = host.replace(/\{[^}]*\}/g, "*");
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(wildcardHost)) return undefined;
  return `${scheme.toLowerCase()}://${wildcardHost.toLowerCase()}`;
}
