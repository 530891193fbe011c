import { uiLocaleOf } from "../../../i18n/uiLocaleOf";
import { useLanguage } from "../../../i18n/useLanguage";
import { contentLocale } from "../../shell/utils/contentLocale";
import { useCurrentEnvironment } from "./useCurrentEnvironment";

/** The locale the chosen environment's content shows in for the interface language now active. */
export function useContentLocale(): string {
  const language = useLanguage();
  const environment = useCurrentEnvironment();
  return contentLocale(
    uiLocaleOf(language),
    (environment.data?.locales ?? []).map((entry) => entry.code),
  );
}
