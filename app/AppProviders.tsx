import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { WidgetsProvider } from "../widgets/theme/WidgetsProvider";
import { system } from "./theme/system";

/** What every screen of the app renders inside: the widgets' provider (Chakra, Lingui) and the query cache. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <WidgetsProvider system={system}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WidgetsProvider>
  );
}
