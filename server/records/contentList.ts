import type { Database } from "../db/database";
import { badRequest, forbidden } from "../http/errors";
import { INVALID } from "../http/messages";
import type { CallerContext } from "../permissions/callerContext";
import { requireRecord } from "./entityAccess";
import { loadEntityModels } from "./entityModels";
import { childrenOf, loadLinks } from "./linkStore";
import { ARCHIVED_RECORD, applyChanges } from "./recordWrites";
import { checkReferences } from "./referenceChecks";

export const MAX_ITEMS = "Maximum number of items selected";

export type ContentListMode = "set" | "add" | "remove";

/**
 * Changes a record's children through one of its links (an embedded list or link field): set them, add
 * some or remove some. The caller must be able to edit the record and see an item of the link.
 */
export async function changeContentList(
  db: Database,
  caller: CallerContext,
  recordId: number,
  linkId: number,
  mode: ContentListMode,
  ids: readonly number[],
): Promise<{ id: number; ids: number[] }> {
  const { record, entity } = await requireRecord(db, caller, recordId, "edit");
  if (record.archived) throw badRequest({ archived: ARCHIVED_RECORD });
  const link = (await loadLinks(db, [linkId])).get(linkId);
  if (!link || link.def_dossier_id !== entity.id) throw badRequest({ linkId: INVALID });
  const models = await loadEntityModels(db, caller, entity);
  const visible = [...models.visibleItems().values()];
  const item =
    visible.find((i) => i.key === `l${linkId}` && i.editable) ?? visible.find((i) => i.key === `l${linkId}`);
  if (!item) throw forbidden();
  const current = await childrenOf(db, linkId, record.id);
  const wanted =
    mode === "set"
      ? [...new Set(ids)]
      : mode === "add"
        ? [...new Set([...current, ...ids])]
        : current.filter((id) => !ids.includes(id));
  if (!link.multiple && wanted.length > 1) throw badRequest({ [item.id]: MAX_ITEMS });
  const errors = await checkReferences(db, entity.environment_id, [{ item, value: wanted }]);
  if (Object.keys(errors).length > 0) throw badRequest({ ids: INVALID });
  const changes =
    JSON.stringify(current) === JSON.stringify(wanted) ? [] : [{ item, oldValue: current, newValue: wanted }];
  await applyChanges(db, caller, models, models.model("edit"), record, changes, true);
  return { id: record.id, ids: wanted };
}
