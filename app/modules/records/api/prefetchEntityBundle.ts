import type { QueryClient } from "@tanstack/react-query";
import { i18n, type Language } from "../../../../locales";
import type { EnvironmentDetails } from "../../../../schemas";
import { environmentKeys } from "../../environment/api/environmentKeys";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { contentLocaleOf } from "../../shell/utils/contentLocale";
import { entityBundleQuery } from "./entityBundleQuery";

/**
 * Starts fetching an entity's bundle while its page's code loads (a route's loader calls this), so the page
 * mounts to a bundle on its way instead of asking for it then; in the locale useContentLocale gives.
 */
export function prefetchEntityBundle(queryClient: QueryClient, entityId: number): void {
  const environment = queryClient.getQueryData<EnvironmentDetails>(
    environmentKeys.one(currentEnvironment.get()),
  );
  const locale = contentLocaleOf(i18n.locale as Language, environment);
  void queryClient.prefetchQuery(entityBundleQuery(entityId, locale));
}
