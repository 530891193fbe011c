import { useQuery } from "@tanstack/react-query";
import type { ViewModel } from "../../../../engine";
import { appConfigKeys } from "../api/appConfigKeys";
import { getAppConfig } from "../api/getAppConfig";

/**
 * The server's map tile address for forms of these models, asked once and only when one of them holds a
 * geolocation item; undefined without one.
 */
export function useMapTileUrl(models: readonly (ViewModel | undefined)[]): string | undefined {
  const hasMap = models.some((model) =>
    Object.values(model?.items ?? {}).some((item) => item.type === "geolocation"),
  );
  const config = useQuery({
    queryKey: appConfigKeys.all,
    queryFn: getAppConfig,
    enabled: hasMap,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return config.data?.mapTileUrl ?? undefined;
}
