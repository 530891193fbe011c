import { useLingui } from "@lingui/react";

/** The active interface language; a component calling this re-renders when the user switches it. */
export function useLanguage(): string {
  return useLingui().i18n.locale;
}

export { t, translateMessage } from "../locales";
