import type { BlockTypeName, DashboardBlockSettings } from "../../../../schemas";

/** A dashboard block (mypageblock) as GET /mypageblock answers it, containers holding their children. */
export interface Block {
  id: number;
  uuid: string;
  environment: number;
  type: BlockTypeName;
  parent: number | null;
  children: Block[];
  col: number;
  rank: number;
  defDossier: number | null;
  dossierQuery: number | null;
  dashboard: boolean;
  roles: number[];
  translations: { culture: string; title: string }[];
  settings: DashboardBlockSettings;
}

/** Where a block sits on the grid, in grid units, as the API writes it. */
export interface BlockPosition {
  block: number;
  uuid?: string;
  xPos: number;
  yPos: number;
  blockWidth: number;
  blockHeight: number;
  hidden?: boolean;
}

/** One row of a chart: a list option (and a period) with its count. */
export interface ChartRow {
  def_field_list_id: number;
  summary: string;
  period: string | null;
  total_items: number;
}
