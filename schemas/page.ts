/**
 * What the app's build writes where the server puts each page's style nonce (vite.config.ts, html.cspNonce;
 * server/http/appPage.ts replaces it, app/theme/styleCache.ts reads the result). One name for the three.
 */
export const CSP_NONCE_PLACEHOLDER = "DOCKET_CSP_NONCE";
