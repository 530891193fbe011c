import { useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { Block } from "../api/Block";
import { dashboardKeys } from "../api/dashboardKeys";
import { type BlockDataQuery, getBlockData } from "../api/getBlockData";

/** What every block of the page shares: the refresh interval and the content locale. */
export interface DashboardSettings {
  refreshMs: number;
  locale: string;
}

export const DashboardContext = createContext<DashboardSettings>({ refreshMs: 30 * 60_000, locale: "en_GB" });

export const useDashboard = () => useContext(DashboardContext);

/** The block's data (GET /mypageblock/{id}/data), refetched at the page's refresh interval. */
export function useBlockData<T>(block: Block, query: BlockDataQuery = {}, enabled = true) {
  const { refreshMs, locale } = useDashboard();
  return useQuery({
    queryKey: dashboardKeys.blockData(block.id, block.defDossier, { locale, ...query }),
    queryFn: () => getBlockData<T>(block.id, { locale, ...query }),
    refetchInterval: refreshMs,
    enabled,
  });
}
