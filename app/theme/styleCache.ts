import createCache, { type EmotionCache } from "@emotion/cache";
import { CSP_NONCE_PLACEHOLDER } from "../../schemas/page";

/**
 * Emotion's style cache with the nonce the server gave this page (in <meta property="csp-nonce">), so the
 * style elements Chakra UI adds pass a Content-Security-Policy without 'unsafe-inline'.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  const served = nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
  return createCache({ key: "css", ...(served ? { nonce: served } : {}) });
}
