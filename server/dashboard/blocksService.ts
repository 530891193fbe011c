import { randomUUID } from "node:crypto";
import { BLOCK_TYPES, BLOCK_TYPES_WITHOUT_ENTITY, type DashboardBlockSettings } from "../../schemas";
import { type Database, jsonb } from "../db/database";
import { metadataPage } from "../designer/shared/paging";
import { checkUuid } from "../designer/shared/references";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, badRequest, type FieldErrors, forbidden } from "../http/errors";
import { INVALID, REQUIRED } from "../http/messages";
import { pagerOf } from "../http/pager";
import { isTrueParam } from "../http/queryParams";
import type { CallerContext } from "../permissions/callerContext";
import { syncEntityTable } from "../records/storage/entityTables";
import {
  type BlockRow,
  type BlockView,
  blockTrees,
  blockView,
  environmentBlocks,
  mayManageBlocks,
  requireBlock,
} from "./blockRows";
import { dashboardPositions, type PositionView } from "./positions";

/** Up to 200 roles can be chosen for a block (spec 1-platform section 6). */
export const MAX_BLOCK_ROLES = 200;

export interface BlockListQuery {
  environment?: number;
  /** Only the blocks that belong on the dashboard. */
  dashboard?: string;
  /** Positions of the default view rather than the caller's own. */
  default?: string;
  limit?: string;
  page?: string;
}

/**
 * GET /mypageblock {environment, dashboard?, default?}: the top blocks the caller sees (containers holding
 * their children), with where each sits on the dashboard.
 */
export async function listBlocks(
  db: Database,
  caller: CallerContext,
  query: BlockListQuery,
): Promise<{ results: BlockView[]; positions: PositionView[]; pager: ReturnType<typeof pagerOf> }> {
  if (query.environment === undefined) throw badRequest({ environment: REQUIRED });
  await requireEnvironment(db, caller, query.environment);
  const onlyDashboard = isTrueParam(query.dashboard);
  const tops = blockTrees(caller, await environmentBlocks(db, query.environment)).filter(
    (b) => !onlyDashboard || b.dashboard,
  );
  const page = metadataPage(query);
  const results = tops.slice(page.offset, page.offset + page.limit);
  const shown = new Set(results.map((b) => b.id));
  const positions = (
    await dashboardPositions(db, caller, query.environment, isTrueParam(query.default))
  ).filter((p) => shown.has(p.block));
  return { results, positions, pager: pagerOf(page, tops.length) };
}

/** GET /mypageblock/{id}: the block's settings, with its visible children. */
export async function getBlock(db: Database, caller: CallerContext, id: number): Promise<BlockView> {
  const block = await requireBlock(db, caller, id);
  const [tree] = blockTrees(caller, [
    { ...block, parent_id: null },
    ...(await environmentBlocks(db, block.environment_id)).filter((b) => b.id !== block.id),
  ]).filter((b) => b.id === block.id);
  return { ...(tree ?? blockView(block)), parent: block.parent_id };
}

type Translation = { culture: string; title: string };

export interface BlockInput {
  environment?: number;
  uuid?: string;
  type?: string;
  parent?: number | { id: number } | null;
  col?: number;
  rank?: number;
  defDossier?: number | null;
  dossierQuery?: number | null;
  dashboard?: boolean | null;
  roles?: (number | { id: number })[];
  translations?: Translation[];
  settings?: DashboardBlockSettings | null;
}

const idOf = (ref: number | { id: number } | null | undefined) =>
  ref === null || ref === undefined ? null : typeof ref === "number" ? ref : ref.id;

interface CheckedBlock {
  type: string;
  parentId: number | null;
  col: number;
  rank: number;
  entityId: number | null;
  queryId: number | null;
  dashboard: boolean;
  roles: number[];
  translations: Translation[];
  settings: DashboardBlockSettings;
}

/** The block's stored columns from type to settings, in the order the insert and the update name them. */
function storedColumns(block: CheckedBlock): unknown[] {
  return [
    block.type,
    block.parentId,
    block.col,
    block.rank,
    block.entityId,
    block.queryId,
    block.dashboard,
    jsonb(block.translations),
    jsonb(block.settings),
  ];
}

/**
 * The block as it will be saved, checked against the spec's rules: a type of the list, an entity unless
 * the type needs none ('This is a required field'), column width 1 to 12, rank at least 0, a date
 * statistics period, count fields of the chart types, and references within the environment.
 */
async function checkBlock(
  db: Database,
  environmentId: number,
  input: BlockInput,
  current: BlockRow | undefined,
  selfId: number | undefined,
): Promise<CheckedBlock> {
  const errors: FieldErrors = {};
  const type = input.type ?? current?.type;
  if (!type) errors.type = REQUIRED;
  else if (!(BLOCK_TYPES as readonly string[]).includes(type)) errors.type = INVALID;
  const entityId = input.defDossier !== undefined ? input.defDossier : (current?.def_dossier_id ?? null);
  const needsEntity = type !== undefined && !(BLOCK_TYPES_WITHOUT_ENTITY as readonly string[]).includes(type);
  if (needsEntity && entityId === null) errors.defDossier = REQUIRED;
  if (entityId !== null) {
    const [entity] = await db.query("select 1 from def_dossiers where id = $1 and environment_id = $2", [
      entityId,
      environmentId,
    ]);
    if (!entity) errors.defDossier = INVALID;
  }
  const queryId = input.dossierQuery !== undefined ? input.dossierQuery : (current?.dossier_query_id ?? null);
  if (queryId !== null) {
    const [query] = await db.query<{ def_dossier_id: number }>(
      "select def_dossier_id from dossier_queries where id = $1 and environment_id = $2",
      [queryId, environmentId],
    );
    if (!query || (entityId !== null && query.def_dossier_id !== entityId)) errors.dossierQuery = INVALID;
  }
  const parentId = input.parent !== undefined ? idOf(input.parent) : (current?.parent_id ?? null);
  if (parentId !== null) {
    const [parent] = await db.query<{ type: string }>(
      "select type from mypage_blocks where id = $1 and environment_id = $2",
      [parentId, environmentId],
    );
    if (parent?.type !== "block_container" || parentId === selfId) errors.parent = INVALID;
  }
  const col = input.col ?? current?.col ?? 12;
  if (!Number.isInteger(col) || col < 1 || col > 12) errors.col = INVALID;
  const rank = input.rank ?? current?.rank ?? 0;
  if (!Number.isInteger(rank) || rank < 0) errors.rank = INVALID;
  const roles = input.roles !== undefined ? input.roles.map(idOf) : (current?.roles ?? []);
  if (roles.length > MAX_BLOCK_ROLES) errors.roles = INVALID;
  else if (roles.length > 0) {
    const found = await db.query<{ id: number }>(
      "select id from roles where environment_id = $1 and id = any($2::int[])",
      [environmentId, roles],
    );
    if (found.length !== new Set(roles).size) errors.roles = INVALID;
  }
  const settings = input.settings !== undefined ? (input.settings ?? {}) : (current?.settings ?? {});
  if (type === "date_statistics" && !settings.period) errors["settings.period"] = REQUIRED;
  if (type === "count_list_options" && !settings.count_list_field)
    errors["settings.count_list_field"] = REQUIRED;
  if (type === "count_link_options" && !settings.count_link_field)
    errors["settings.count_link_field"] = REQUIRED;
  if (settings.limit !== undefined && (!Number.isInteger(settings.limit) || settings.limit < 1))
    errors["settings.limit"] = INVALID;
  assertNoErrors(errors);
  return {
    type: type as string,
    parentId,
    col,
    rank,
    entityId,
    queryId,
    dashboard: input.dashboard ?? current?.dashboard ?? true,
    roles: [...new Set(roles as number[])],
    translations: input.translations ?? current?.translations ?? [],
    settings: { limit: 10, ...settings },
  };
}

async function writeRoles(db: Database, blockId: number, roles: number[]): Promise<void> {
  await db.query("delete from mypage_block_roles where mypage_block_id = $1", [blockId]);
  if (roles.length > 0)
    await db.query("insert into mypage_block_roles (mypage_block_id, role_id) select $1, unnest($2::int[])", [
      blockId,
      roles,
    ]);
}

/** POST /mypageblock: environment and super admins add a block. */
export async function createBlock(
  db: Database,
  caller: CallerContext,
  input: BlockInput & { environment: number },
): Promise<BlockView> {
  await requireEnvironment(db, caller, input.environment);
  if (!mayManageBlocks(caller, input.environment)) throw forbidden();
  const block = await checkBlock(db, input.environment, input, undefined, undefined);
  const errors: FieldErrors = {};
  await checkUuid(db, errors, "mypage_blocks", input.environment, input.uuid);
  assertNoErrors(errors);
  const id = await db.transaction(async (tx) => {
    const [made] = await tx.query<{ id: number }>(
      `insert into mypage_blocks (uuid, environment_id, type, parent_id, col, rank, def_dossier_id,
         dossier_query_id, dashboard, translations, settings, created_by, modified_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $12) returning id`,
      [input.uuid ?? randomUUID(), input.environment, ...storedColumns(block), caller.userId],
    );
    const blockId = (made as { id: number }).id;
    await writeRoles(tx, blockId, block.roles);
    await syncCountedEntities(tx, [block.entityId]);
    return blockId;
  });
  return getBlock(db, caller, id);
}

/** PATCH /mypageblock/{id}: any of the block's properties; it stays in its environment. */
export async function updateBlock(
  db: Database,
  caller: CallerContext,
  id: number,
  input: BlockInput,
): Promise<BlockView> {
  const current = await requireBlock(db, caller, id);
  if (!mayManageBlocks(caller, current.environment_id)) throw forbidden();
  if (input.environment !== undefined && input.environment !== current.environment_id)
    throw badRequest({ environment: INVALID });
  const block = await checkBlock(db, current.environment_id, input, current, id);
  await db.transaction(async (tx) => {
    await tx.query(
      `update mypage_blocks set type = $2, parent_id = $3, col = $4, rank = $5, def_dossier_id = $6,
         dossier_query_id = $7, dashboard = $8, translations = $9::jsonb, settings = $10::jsonb,
         modified_by = $11, modified_at = now()
       where id = $1`,
      [id, ...storedColumns(block), caller.userId],
    );
    if (input.roles !== undefined) await writeRoles(tx, id, block.roles);
    await syncCountedEntities(tx, [current.def_dossier_id, block.entityId]);
  });
  return getBlock(db, caller, id);
}

/** DELETE /mypageblock/{id}: the block, its children and its positions. */
export async function deleteBlock(db: Database, caller: CallerContext, id: number): Promise<void> {
  const block = await requireBlock(db, caller, id);
  if (!mayManageBlocks(caller, block.environment_id)) throw forbidden();
  await db.transaction(async (tx) => {
    // Children go with their container, so the entities they counted are synced too.
    const counted = await tx.query<{ entity: number | null }>(
      `with recursive tree as (select id, def_dossier_id from mypage_blocks where id = $1
         union all select b.id, b.def_dossier_id from mypage_blocks b join tree t on b.parent_id = t.id)
       select distinct def_dossier_id as entity from tree`,
      [id],
    );
    await tx.query("delete from mypage_blocks where id = $1", [id]);
    await syncCountedEntities(
      tx,
      counted.map((row) => row.entity),
    );
  });
}

/** A chart counting an entity's field per option gives the field an index (see entityTables.ts). */
async function syncCountedEntities(tx: Pick<Database, "query">, entities: readonly (number | null)[]) {
  for (const entity of new Set(entities)) if (entity !== null) await syncEntityTable(tx, entity);
}
