import { useQuery } from "@tanstack/react-query";
import type { Locale } from "../../../../../schemas";
import { environmentKeys } from "../../../environment/api/environmentKeys";
import { getEnvironment } from "../../../environment/api/getEnvironment";

/** The languages of an environment, for a label per language. */
export function useEnvironmentLocales(environmentId: number): Locale[] {
  const environment = useQuery({
    queryKey: environmentKeys.one(environmentId),
    queryFn: () => getEnvironment(environmentId),
  });
  return environment.data?.locales ?? [];
}
