import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, type FieldErrors, forbidden } from "../http/errors";
import { INVALID } from "../http/messages";
import type { CallerContext } from "../permissions/callerContext";
import { blockTrees, environmentBlocks, mayManageBlocks } from "./blockRows";

type Queryable = Pick<Database, "query">;

/** The dashboard grid (spec 1-platform section 9): 12 columns, blocks at least 5 by 5, 6 by 10 by default. */
export const GRID_COLUMNS = 12;
export const MIN_SIZE = 5;
export const DEFAULT_WIDTH = 6;
export const DEFAULT_HEIGHT = 10;

/** A block's place as the API answers it. */
export interface PositionView {
  block: number;
  uuid: string;
  xPos: number;
  yPos: number;
  blockWidth: number;
  blockHeight: number;
  hidden: boolean;
}

interface PositionRow {
  mypage_block_id: number;
  user_id: number | null;
  x: number;
  y: number;
  w: number;
  h: number;
  hidden: boolean;
}

/** A size in grid units: zero (or anything under the minimum) becomes 5; a width fits the 12 columns. */
export function gridSize(w: number, h: number): { w: number; h: number } {
  return {
    w: Math.min(GRID_COLUMNS, Math.max(MIN_SIZE, Math.trunc(w) || 0)),
    h: Math.max(MIN_SIZE, Math.trunc(h) || 0),
  };
}

/**
 * Where each dashboard block sits for the caller: in the caller's own view (unless `defaultView`), else in
 * the default view, else below the placed ones at 6 by 10 in two columns.
 */
export function placeBlocks(
  blocks: readonly { id: number; uuid: string }[],
  rows: readonly PositionRow[],
  userId: number | null,
): PositionView[] {
  const own = new Map(
    rows.filter((r) => r.user_id !== null && r.user_id === userId).map((r) => [r.mypage_block_id, r]),
  );
  const shared = new Map(rows.filter((r) => r.user_id === null).map((r) => [r.mypage_block_id, r]));
  const placed: PositionView[] = [];
  const unplaced: { id: number; uuid: string }[] = [];
  for (const block of blocks) {
    const row = own.get(block.id) ?? shared.get(block.id);
    if (!row) {
      unplaced.push(block);
      continue;
    }
    const size = gridSize(row.w, row.h);
    placed.push({
      block: block.id,
      uuid: block.uuid,
      xPos: Math.min(Math.max(0, row.x), GRID_COLUMNS - size.w),
      yPos: Math.max(0, row.y),
      blockWidth: size.w,
      blockHeight: size.h,
      hidden: row.hidden,
    });
  }
  const bottom = placed.reduce((max, p) => Math.max(max, p.yPos + p.blockHeight), 0);
  unplaced.forEach((block, index) => {
    placed.push({
      block: block.id,
      uuid: block.uuid,
      xPos: (index % 2) * DEFAULT_WIDTH,
      yPos: bottom + Math.floor(index / 2) * DEFAULT_HEIGHT,
      blockWidth: DEFAULT_WIDTH,
      blockHeight: DEFAULT_HEIGHT,
      hidden: false,
    });
  });
  return placed;
}

/** The positions of the environment's dashboard blocks the caller sees, in their view or the default one. */
export async function dashboardPositions(
  db: Queryable,
  caller: CallerContext,
  environmentId: number,
  defaultView: boolean,
): Promise<PositionView[]> {
  const tops = blockTrees(caller, await environmentBlocks(db, environmentId)).filter((b) => b.dashboard);
  const rows = await db.query<PositionRow>(
    `select mypage_block_id, user_id, x, y, w, h, hidden from mypage_positions
      where environment_id = $1 and (user_id is null or user_id = $2)`,
    [environmentId, defaultView ? null : caller.userId],
  );
  return placeBlocks(tops, rows, defaultView ? null : caller.userId);
}

/** GET /mypage/{environment}/position[?default=1]. */
export async function getPositions(
  db: Database,
  caller: CallerContext,
  environmentId: number,
  defaultView: boolean,
): Promise<{ positions: PositionView[] }> {
  await requireEnvironment(db, caller, environmentId);
  return { positions: await dashboardPositions(db, caller, environmentId, defaultView) };
}

export interface PositionInput {
  block: number | string;
  xPos: number;
  yPos: number;
  blockWidth: number;
  blockHeight: number;
  hidden?: boolean;
}

/**
 * PATCH /mypage/{environment}/position {blocks, default?}: saves where the named blocks sit in the caller's
 * own view, or with `default` in the default view (environment and super admins only). Blocks are named
 * by id or uuid and must be top blocks of the environment the caller sees (400 `blocks.{n}.block`).
 */
export async function savePositions(
  db: Database,
  caller: CallerContext,
  environmentId: number,
  input: { blocks: PositionInput[]; default?: boolean },
): Promise<{ positions: PositionView[] }> {
  await requireEnvironment(db, caller, environmentId);
  const defaultView = input.default === true;
  if (defaultView && !mayManageBlocks(caller, environmentId)) throw forbidden();
  const tops = blockTrees(caller, await environmentBlocks(db, environmentId));
  const errors: FieldErrors = {};
  const writes = input.blocks.map((position, index) => {
    const block = tops.find((b) => b.id === position.block || b.uuid === position.block);
    if (!block) errors[`blocks.${index}.block`] = INVALID;
    return { block, position };
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  await db.transaction(async (tx) => {
    for (const { block, position } of writes) {
      if (!block) continue;
      const size = gridSize(position.blockWidth, position.blockHeight);
      const x = Math.min(Math.max(0, Math.trunc(position.xPos)), GRID_COLUMNS - size.w);
      const y = Math.max(0, Math.trunc(position.yPos));
      const userId = defaultView ? null : caller.userId;
      const changed = await tx.query<{ id: number }>(
        `update mypage_positions set x = $3, y = $4, w = $5, h = $6, hidden = coalesce($7, hidden)
          where mypage_block_id = $1 and user_id is not distinct from $2 returning id`,
        [block.id, userId, x, y, size.w, size.h, position.hidden ?? null],
      );
      if (changed.length === 0)
        await tx.query(
          `insert into mypage_positions (environment_id, mypage_block_id, user_id, x, y, w, h, hidden)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [environmentId, block.id, userId, x, y, size.w, size.h, position.hidden ?? false],
        );
    }
  });
  return { positions: await dashboardPositions(db, caller, environmentId, defaultView) };
}
