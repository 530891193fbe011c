import { EnvironmentProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { WidgetsProvider } from "../theme/WidgetsProvider";
import { createAdoptedStyleCache } from "./adoptedStyles";
import { embedSystem } from "./embedSystem";

/**
 * The providers of an embedded form: Emotion writing into constructable sheets adopted by `root` (no
 * <style> element a strict CSP would block), Chakra told which root its elements live in, and the
 * catalogs' i18n.
 */
export function EmbedRoot({ root, children }: { root: Document | ShadowRoot; children?: ReactNode }) {
  return (
    <CacheProvider value={cacheOf(root)}>
      <EnvironmentProvider value={() => root}>
        <WidgetsProvider system={embedSystem}>{children}</WidgetsProvider>
      </EnvironmentProvider>
    </CacheProvider>
  );
}

const caches = new WeakMap<Document | ShadowRoot, ReturnType<typeof createAdoptedStyleCache>>();

function cacheOf(root: Document | ShadowRoot) {
  let cache = caches.get(root);
  if (!cache) {
    cache = createAdoptedStyleCache(root);
    caches.set(root, cache);
  }
  return cache;
}
