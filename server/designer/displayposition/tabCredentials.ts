import { itemAllowed } from "../../../engine";
import type { Context, DisplayItem } from "../../../schemas";
import type { Database } from "../../db/database";
import { requireEnvironment } from "../../environments/requireEnvironment";
import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { contextFor } from "../../metadata/contextFor";
import type { CallerContext } from "../../permissions/callerContext";
import { can } from "../../permissions/can";

/** The views of the detail page, whose items make up a tab. */
const DETAIL_VIEWS = ["show", "edit", "show/edit"];

interface ItemAccessRow {
  display_position_id: number;
  permissions_type: DisplayItem["permissions_type"];
  roles: number[];
}

/**
 * Which tabs the caller may open: a tab is allowed to whoever may show the entity's records when it holds
 * a detail item the caller may see, or no detail items at all (module content).
 */
export function tabsAllowed(
  positionIds: readonly number[],
  known: ReadonlySet<number>,
  items: readonly ItemAccessRow[],
  context: Context,
  mayShow: boolean,
): { id: number; tabs_allowed: boolean }[] {
  return positionIds.map((id) => {
    if (!mayShow || !known.has(id)) return { id, tabs_allowed: false };
    const held = items.filter((i) => i.display_position_id === id);
    const allowed =
      held.length === 0 ||
      held.some((i) => itemAllowed({ permissions_type: i.permissions_type, roles: i.roles }, context));
    return { id, tabs_allowed: allowed };
  });
}

/** POST /displayposition/credentials {defDossier, ids}: [{id, tabs_allowed}] for the caller. */
export async function positionCredentials(
  db: Database,
  ctx: CallerContext,
  input: { defDossier: number; ids: number[] },
) {
  const [entity] = await db.query<{ id: number; environment_id: number }>(
    "select id, environment_id from def_dossiers where id = $1",
    [input.defDossier],
  );
  if (!entity) throw badRequest({ defDossier: INVALID });
  await requireEnvironment(db, ctx, entity.environment_id);
  const ids = [...new Set(input.ids)];
  const positions = await db.query<{ id: number }>(
    "select id from display_positions where def_dossier_id = $1 and id = any($2::int[])",
    [entity.id, ids],
  );
  const items = await db.query<ItemAccessRow>(
    `select di.display_position_id, di.permissions_type,
            array(select role_id from display_item_roles where display_item_id = di.id) as roles
       from display_items di where di.display_position_id = any($1::int[]) and di.view = any($2::text[])`,
    [positions.map((p) => p.id), DETAIL_VIEWS],
  );
  const context = contextFor(ctx, entity.environment_id, "en_GB");
  return tabsAllowed(
    input.ids,
    new Set(positions.map((p) => p.id)),
    items,
    context,
    can(ctx, entity.environment_id, entity.id, "show"),
  );
}
