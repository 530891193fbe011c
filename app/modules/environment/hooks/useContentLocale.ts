import { useLanguage } from "../../../i18n/useLanguage";
import { contentLocaleOf } from "../../shell/utils/contentLocale";
import { useCurrentEnvironment } from "./useCurrentEnvironment";

/** The locale the chosen environment's content shows in for the interface language now active. */
export function useContentLocale(): string {
  return contentLocaleOf(useLanguage(), useCurrentEnvironment().data);
}
