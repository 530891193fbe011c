import { useEffect } from "react";
import { LANGUAGES, type Language } from "../../../../locales";
import { switchLanguage } from "../../../i18n/switchLanguage";
import { STORAGE_KEYS } from "../../session/state/storageKeys";
import type { Me } from "../api/getMe";

/**
 * The language saved with the profile applies where this browser has made no choice of its own, such as
 * the first login on another computer; a choice made here (the top bar's menu) stays.
 */
export function useProfileLanguage(me: Me | undefined): void {
  const saved = me?.private_settings?.language;
  useEffect(() => {
    if (!saved || localStorage.getItem(STORAGE_KEYS.language)) return;
    if ((LANGUAGES as readonly string[]).includes(saved)) void switchLanguage(saved as Language);
  }, [saved]);
}
