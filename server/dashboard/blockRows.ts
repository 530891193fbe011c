import type { DashboardBlockSettings } from "../../schemas";
import type { Database } from "../db/database";
import { ENVIRONMENT_ACTIVE, openedInEnvironment } from "../environments/requireEnvironment";
import { forbidden, notFound } from "../http/errors";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";

type Queryable = Pick<Database, "query">;

/** A block as stored, with the ids of its allowed roles. */
export interface BlockRow {
  id: number;
  uuid: string;
  environment_id: number;
  type: string;
  parent_id: number | null;
  col: number;
  rank: number;
  def_dossier_id: number | null;
  dossier_query_id: number | null;
  dashboard: boolean;
  translations: { culture: string; title: string }[];
  settings: DashboardBlockSettings;
  roles: number[];
}

const COLUMNS = `b.id, b.uuid, b.environment_id, b.type, b.parent_id, b.col, b.rank, b.def_dossier_id,
    b.dossier_query_id, b.dashboard, b.translations, b.settings,
    coalesce((select array_agg(r.role_id order by r.role_id) from mypage_block_roles r
      where r.mypage_block_id = b.id), '{}') as roles`;
const SELECT = `select ${COLUMNS} from mypage_blocks b`;

/** Every block of an environment, containers before nothing in particular: ordered by rank, then id. */
export function environmentBlocks(db: Queryable, environmentId: number): Promise<BlockRow[]> {
  return db.query<BlockRow>(`${SELECT} where b.environment_id = $1 order by b.rank, b.id`, [environmentId]);
}

/** Environment admins and super admins add, edit and arrange blocks (spec 1-platform section 6). */
export const mayManageBlocks = (caller: CallerContext, environmentId: number) =>
  bypassesChecks(caller, environmentId);

/**
 * Whether the caller sees a block: admins see all; others need one of its roles (when it has any) and the
 * show right on its entity (when it has one), so a block never shows an entity the caller may not open.
 */
export function seesBlock(caller: CallerContext, block: BlockRow): boolean {
  if (bypassesChecks(caller, block.environment_id)) return true;
  const held = caller.roles(block.environment_id);
  if (block.roles.length > 0 && !block.roles.some((role) => held.includes(role))) return false;
  return block.def_dossier_id === null || can(caller, block.environment_id, block.def_dossier_id, "show");
}

/** The block, once the caller may see it and its environment; 404 when there is none, 403 when hidden. */
export async function requireBlock(db: Queryable, caller: CallerContext, id: number): Promise<BlockRow> {
  const [found] = await db.query<BlockRow & { environment_active: boolean }>(
    `select ${COLUMNS}, ${ENVIRONMENT_ACTIVE}
       from mypage_blocks b join environments e on e.id = b.environment_id where b.id = $1`,
    [id],
  );
  if (!found) throw notFound();
  const block = openedInEnvironment(caller, found);
  if (!seesBlock(caller, block)) throw forbidden();
  return block;
}

/** A block as the API answers it, its visible children nested. */
export interface BlockView {
  id: number;
  uuid: string;
  environment: number;
  type: string;
  parent: number | null;
  children: BlockView[];
  col: number;
  rank: number;
  defDossier: number | null;
  def_dossier_id: number | null;
  dossierQuery: number | null;
  dossier_query_id: number | null;
  dashboard: boolean;
  roles: number[];
  translations: { culture: string; title: string }[];
  settings: DashboardBlockSettings;
}

export function blockView(block: BlockRow, children: BlockView[] = []): BlockView {
  return {
    id: block.id,
    uuid: block.uuid,
    environment: block.environment_id,
    type: block.type,
    parent: block.parent_id,
    children,
    col: block.col,
    rank: block.rank,
    defDossier: block.def_dossier_id,
    def_dossier_id: block.def_dossier_id,
    dossierQuery: block.dossier_query_id,
    dossier_query_id: block.dossier_query_id,
    dashboard: block.dashboard,
    roles: block.roles,
    translations: block.translations,
    settings: block.settings ?? {},
  };
}

/** The visible blocks as trees: each visible block under its parent, the tops in rank order. */
export function blockTrees(caller: CallerContext, blocks: readonly BlockRow[]): BlockView[] {
  const visible = blocks.filter((b) => seesBlock(caller, b));
  const build = (block: BlockRow, path: readonly number[]): BlockView =>
    blockView(
      block,
      visible
        .filter((child) => child.parent_id === block.id && !path.includes(child.id))
        .map((child) => build(child, [...path, block.id])),
    );
  // A block whose container the caller cannot see is left out with it.
  return visible.filter((b) => b.parent_id === null).map((b) => build(b, []));
}
