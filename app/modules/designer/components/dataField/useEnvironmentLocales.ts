import { useQuery } from "@tanstack/react-query";
import type { Locale } from "../../../../../schemas";
import { getEnvironment } from "../../../environment/api/getEnvironment";

/** The languages of an environment, for a label per language. */
export function useEnvironmentLocales(environmentId: number): Locale[] {
  const environment = useQuery({
    queryKey: ["environment", environmentId],
    queryFn: () => getEnvironment(environmentId),
  });
  return environment.data?.locales ?? [];
}
