import { useSyncExternalStore } from "react";
import { i18n, type Language } from "../../locales";

const subscribe = (listener: () => void) => i18n.on("change", listener);
const getLocale = () => i18n.locale as Language;

/** The active interface language (en, nl, es, fr, de or ru). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}
