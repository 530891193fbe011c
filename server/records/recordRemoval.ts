import type { Database } from "../db/database";
import { badRequest, HttpError } from "../http/errors";
import { writeLogs } from "../logs/dossierLogs";
import type { CallerContext } from "../permissions/callerContext";
import { requireRecord } from "./entityAccess";
import { childrenOf, linksOfEntity } from "./linkStore";
import { parentsOf, SummaryRefresher } from "./relatedSummaries";

type Queryable = Pick<Database, "query">;

export const HAS_CHILDREN = "This item has linked items and cannot be deleted";
export const NOT_ARCHIVEABLE = "Items of this type cannot be archived";

interface Reached {
  id: number;
  def_dossier_id: number;
  environment_id: number;
  summary: string | null;
}

async function recordsById(tx: Queryable, ids: number[]): Promise<Reached[]> {
  if (ids.length === 0) return [];
  return tx.query<Reached>(
    "select id, def_dossier_id, environment_id, summary from content_dossiers where id = any($1::int[])",
    [ids],
  );
}

/**
 * The records a delete reaches: the record, and through links with cascade rule `delete` their children,
 * and so on. A link with rule `constraint` that still holds children stops the delete with a 409 naming
 * them; `maintain` only drops the links (the link rows go with the record).
 */
async function deletionSet(tx: Queryable, start: Reached): Promise<Reached[]> {
  const reached = new Map<number, Reached>([[start.id, start]]);
  const queue = [start];
  while (queue.length > 0) {
    const record = queue.shift() as Reached;
    for (const link of await linksOfEntity(tx, record.def_dossier_id)) {
      if (link.cascade_rule !== "delete" && link.cascade_rule !== "constraint") continue;
      const children = (await childrenOf(tx, link.id, record.id)).filter((id) => !reached.has(id));
      if (children.length === 0) continue;
      if (link.cascade_rule === "constraint") {
        const existing = await recordsById(tx, children);
        throw new HttpError(409, {
          message: HAS_CHILDREN,
          errors: { [link.name]: HAS_CHILDREN },
          existing: existing.map((r) => ({ id: r.id, summary: r.summary })),
          constraint_type: "error",
        });
      }
      for (const child of await recordsById(tx, children)) {
        reached.set(child.id, child);
        queue.push(child);
      }
    }
  }
  return [...reached.values()];
}

/** Deletes a record with the children its links' cascade rules take along; every deletion is logged. */
export async function deleteRecord(db: Database, caller: CallerContext, recordId: number): Promise<void> {
  const { record } = await requireRecord(db, caller, recordId, "delete");
  await db.transaction(async (tx) => {
    const doomed = await deletionSet(tx, record);
    const ids = doomed.map((r) => r.id);
    const parents = (await parentsOf(tx, ids)).filter((id) => !ids.includes(id));
    await writeLogs(
      tx,
      doomed.map((r) => ({
        environmentId: r.environment_id,
        entityId: r.def_dossier_id,
        recordId: r.id,
        userId: caller.userId,
        username: caller.username,
        type: "delete" as const,
        changes: [{ defDisplayItemName: "summary", oldValue: r.summary, newValue: null, key: "msummary" }],
      })),
    );
    await tx.query("delete from content_dossiers where id = any($1::int[])", [ids]);
    await new SummaryRefresher(tx).refresh(parents);
  });
}

/** The record and, through links with archive cascade rule `archive`, its children (and theirs). */
async function archiveSet(tx: Queryable, start: Reached): Promise<Reached[]> {
  const reached = new Map<number, Reached>([[start.id, start]]);
  const queue = [start];
  while (queue.length > 0) {
    const record = queue.shift() as Reached;
    for (const link of await linksOfEntity(tx, record.def_dossier_id)) {
      if (link.archive_cascade_rule !== "archive") continue;
      const children = (await childrenOf(tx, link.id, record.id)).filter((id) => !reached.has(id));
      for (const child of await recordsById(tx, children)) {
        reached.set(child.id, child);
        queue.push(child);
      }
    }
  }
  return [...reached.values()];
}

/**
 * Archives or dearchives a record of an archivable entity, cascading to the children of links whose
 * archive cascade rule is `archive`. Records that change state get a log entry.
 */
export async function setArchived(
  db: Database,
  caller: CallerContext,
  recordId: number,
  archived: boolean,
): Promise<{ id: number; archived: boolean; records: number[] }> {
  const { record, entity } = await requireRecord(db, caller, recordId, "archive");
  if (!entity.archiveable) throw badRequest({ archived: NOT_ARCHIVEABLE });
  return db.transaction(async (tx) => {
    const reached = await archiveSet(tx, record);
    const changed = await tx.query<Reached>(
      // A new version: a save, mass update or merge that read the record before sees it changed.
      `update content_dossiers set archived = $2, modified_at = now(), modified_by = $3, version = version + 1
        where id = any($1::int[]) and archived <> $2
        returning id, def_dossier_id, environment_id, summary`,
      [reached.map((r) => r.id), archived, caller.userId],
    );
    await writeLogs(
      tx,
      changed.map((r) => ({
        environmentId: r.environment_id,
        entityId: r.def_dossier_id,
        recordId: r.id,
        userId: caller.userId,
        username: caller.username,
        type: "archive" as const,
        changes: [
          { defDisplayItemName: "archived", oldValue: !archived, newValue: archived, key: "marchived" },
        ],
      })),
    );
    return { id: record.id, archived, records: changed.map((r) => r.id).sort((a, b) => a - b) };
  });
}
