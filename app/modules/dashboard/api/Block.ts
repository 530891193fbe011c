import type { BlockChartRow, DashboardBlockView, DashboardPosition } from "../../../../schemas";

/** A dashboard block (mypageblock) as GET /mypageblock answers it, containers holding their children. */
export type Block = DashboardBlockView;

/**
 * Where a block sits on the grid, in grid units: the answer's DashboardPosition, whose uuid and hidden a
 * position the page makes itself (for PATCH /mypage/{environment}/position) does not carry yet.
 */
export type BlockPosition = Omit<DashboardPosition, "uuid" | "hidden"> &
  Partial<Pick<DashboardPosition, "uuid" | "hidden">>;

/** One row of a chart: a list option (and a period) with its count. */
export type ChartRow = BlockChartRow;
