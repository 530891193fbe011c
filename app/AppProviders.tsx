import { CacheProvider } from "@emotion/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { WidgetsProvider } from "../widgets/theme/WidgetsProvider";
import { createStyleCache } from "./theme/styleCache";
import { system } from "./theme/system";

const styleCache = createStyleCache();

/**
 * What every screen of the app renders inside: the style cache with the page's CSP nonce, the widgets'
 * provider (Chakra, Lingui) and the query cache.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <WidgetsProvider system={system}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </WidgetsProvider>
    </CacheProvider>
  );
}
