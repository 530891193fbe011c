import type { BlockPosition } from "../api/Block";

/** The dashboard grid (spec 1-platform section 9). */
export const BREAKPOINTS = { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 } as const;
export const COLUMNS = { lg: 12, md: 12, sm: 12, xs: 6, xxs: 4 } as const;
export const ROW_HEIGHT = 25;
export const MIN_SIZE = 5;
export const DEFAULT_WIDTH = 6;
export const DEFAULT_HEIGHT = 10;
/** Refresh choices in minutes; 30 by default. */
export const REFRESH_MINUTES = [1, 5, 15, 30] as const;
export const DEFAULT_REFRESH_MINUTES = 30;

export type Breakpoint = keyof typeof COLUMNS;

export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
}

/** A size of at least 5 by 5; zero (nothing known) becomes 5. */
const atLeast = (value: number) => Math.max(MIN_SIZE, Math.trunc(value) || 0);

/** The grid items of the shown blocks at 12 columns, from their positions (unplaced ones at 6 by 10 below). */
export function layoutOf(blockIds: readonly number[], positions: readonly BlockPosition[]): GridItem[] {
  const byBlock = new Map(positions.map((p) => [p.block, p]));
  let bottom = positions.reduce((max, p) => Math.max(max, p.yPos + atLeast(p.blockHeight)), 0);
  let column = 0;
  return blockIds.map((id) => {
    const position = byBlock.get(id);
    if (position) {
      const w = Math.min(COLUMNS.lg, atLeast(position.blockWidth));
      return {
        i: String(id),
        x: Math.min(position.xPos, COLUMNS.lg - w),
        y: position.yPos,
        w,
        h: atLeast(position.blockHeight),
        minW: MIN_SIZE,
        minH: MIN_SIZE,
      };
    }
    const item = {
      i: String(id),
      x: column * DEFAULT_WIDTH,
      y: bottom,
      w: DEFAULT_WIDTH,
      h: DEFAULT_HEIGHT,
      minW: MIN_SIZE,
      minH: MIN_SIZE,
    };
    column = (column + 1) % 2;
    if (column === 0) bottom += DEFAULT_HEIGHT;
    return item;
  });
}

/** The grid items as positions to save; those that did not move are left out. */
export function changedPositions(
  layout: readonly GridItem[],
  positions: readonly BlockPosition[],
): BlockPosition[] {
  const byBlock = new Map(positions.map((p) => [p.block, p]));
  return layout
    .map((item) => ({
      block: Number(item.i),
      xPos: item.x,
      yPos: item.y,
      blockWidth: atLeast(item.w),
      blockHeight: atLeast(item.h),
    }))
    .filter((next) => {
      const before = byBlock.get(next.block);
      return (
        !before ||
        before.xPos !== next.xPos ||
        before.yPos !== next.yPos ||
        before.blockWidth !== next.blockWidth ||
        before.blockHeight !== next.blockHeight
      );
    });
}
