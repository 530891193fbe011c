import { useQuery } from "@tanstack/react-query";
import { getAppConfig } from "../api/getAppConfig";

/** The server's map tile address, asked once (only when a form shows a map); undefined without one. */
export function useMapTileUrl(enabled: boolean): string | undefined {
  const config = useQuery({
    queryKey: ["appConfig"],
    queryFn: getAppConfig,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return config.data?.mapTileUrl ?? undefined;
}
