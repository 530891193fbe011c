import { useQuery } from "@tanstack/react-query";
import { environmentSettingsKeys } from "../../environmentSettings/api/environmentSettingsKeys";
import { getShareModule } from "../api/getShareModule";

/** The environment's secure-share module (null when it is off or absent). */
export function useShareModule(environmentId: number | null) {
  return useQuery({
    queryKey: environmentSettingsKeys.environmentModule("secureshare", environmentId),
    queryFn: async () => {
      const found = await getShareModule(environmentId as number);
      return found?.active ? found : null;
    },
    enabled: environmentId !== null,
    staleTime: 60_000,
  });
}
