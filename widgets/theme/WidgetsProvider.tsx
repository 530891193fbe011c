import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { i18n } from "../../locales";
import { system as docketSystem } from "./system";

interface WidgetsProviderProps {
  children: ReactNode;
  /** The app's own system when it extends Docket's. */
  system?: SystemContext;
}

/**
 * What every Docket form renders inside: Chakra's system, and Lingui's i18n so that components using
 * useLingui re-render when the user switches language.
 */
export function WidgetsProvider({ children, system }: WidgetsProviderProps) {
  return (
    <ChakraProvider value={system ?? docketSystem()}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChakraProvider>
  );
}
