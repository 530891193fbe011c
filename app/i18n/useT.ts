import { useSyncExternalStore } from "react";
import { i18n, t } from "../../locales";

const subscribe = (listener: () => void) => i18n.on("change", listener);
const getLocale = () => i18n.locale;

/** The translate function; the calling component re-renders at once when the user switches language. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, getLocale, getLocale);
  return t;
}
