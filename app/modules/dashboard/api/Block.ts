import type { BlockChartRow, DashboardBlockView } from "../../../../schemas";

/** A dashboard block (mypageblock) as GET /mypageblock answers it, containers holding their children. */
export type Block = DashboardBlockView;

/**
 * Where a block sits on the grid, in grid units, as the API writes it; its answers (DashboardPosition)
 * always carry uuid and hidden.
 */
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
export type ChartRow = BlockChartRow;
