import type { Database } from "../db/database";

type Queryable = Pick<Database, "query">;

export interface LinkDefinition {
  id: number;
  name: string;
  def_dossier_id: number;
  child_def_dossier_id: number;
  back_link_id: number | null;
  multiple: boolean;
  cascade_rule: string;
  archive_cascade_rule: string;
}

const LINK_COLUMNS = `id, name, def_dossier_id, child_def_dossier_id, back_link_id,
  coalesce((settings->>'multiple')::boolean, type_of_link = 'embeddedList') as multiple,
  cascade_rule, archive_cascade_rule`;

export async function loadLinks(
  db: Queryable,
  linkIds: readonly number[],
): Promise<Map<number, LinkDefinition>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db.query<LinkDefinition>(
    `select ${LINK_COLUMNS} from def_dossier_links where id = any($1::int[])`,
    [[...new Set(linkIds)]],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The links of an entity (those its records point through). */
export async function linksOfEntity(db: Queryable, entityId: number): Promise<LinkDefinition[]> {
  return db.query<LinkDefinition>(`select ${LINK_COLUMNS} from def_dossier_links where def_dossier_id = $1`, [
    entityId,
  ]);
}

async function childrenOf(db: Queryable, linkId: number, parentId: number): Promise<number[]> {
  const rows = await db.query<{ child_id: number }>(
    "select child_id from content_dossier_links where def_dossier_link_id = $1 and parent_id = $2 order by rank, id",
    [linkId, parentId],
  );
  return rows.map((r) => r.child_id);
}

/** Adds one link row at the end of the parent's list, unless it is there already. */
async function appendChild(tx: Queryable, linkId: number, parentId: number, childId: number): Promise<void> {
  await tx.query(
    `insert into content_dossier_links (def_dossier_link_id, parent_id, child_id, rank)
     values ($1, $2, $3, (select coalesce(max(rank) + 1, 0) from content_dossier_links
                           where def_dossier_link_id = $1 and parent_id = $2))
     on conflict (def_dossier_link_id, parent_id, child_id) do nothing`,
    [linkId, parentId, childId],
  );
}

async function removeRows(tx: Queryable, linkId: number, parentIds: number[], childIds: number[]) {
  if (parentIds.length === 0 || childIds.length === 0) return;
  await tx.query(
    `delete from content_dossier_links
      where def_dossier_link_id = $1 and parent_id = any($2::int[]) and child_id = any($3::int[])`,
    [linkId, parentIds, childIds],
  );
}

/**
 * Sets a record's children through a link, in the given order, and keeps the back link consistent: each
 * added child points back at the parent, each removed child no longer does. A single-select back link
 * holds one parent, so a child that moves leaves its former parent's list. Answers the other records whose
 * link values changed.
 */
export async function setChildren(
  tx: Queryable,
  link: LinkDefinition,
  parentId: number,
  childIds: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(childIds)];
  const current = await childrenOf(tx, link.id, parentId);
  const removed = current.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !current.includes(id));
  await removeRows(tx, link.id, [parentId], removed);
  if (wanted.length > 0) {
    await tx.query(
      `insert into content_dossier_links (def_dossier_link_id, parent_id, child_id, rank)
       select $1, $2, c.id, c.n::int - 1 from unnest($3::int[]) with ordinality as c(id, n)
       on conflict (def_dossier_link_id, parent_id, child_id) do update set rank = excluded.rank`,
      [link.id, parentId, wanted],
    );
  }
  const touched = new Set<number>();
  if (link.back_link_id === null) return [];
  const back = (await loadLinks(tx, [link.back_link_id])).get(link.back_link_id);
  if (!back) return [];
  const others = (ids: number[]) => ids.filter((id) => id !== parentId);
  // Removed children no longer point back.
  await removeRows(tx, back.id, others(removed), [parentId]);
  for (const id of others(removed)) touched.add(id);
  for (const child of others(added)) {
    if (!back.multiple) {
      // The child had another parent through its single-select back link: that parent lets go of it.
      const former = (await childrenOf(tx, back.id, child)).filter((id) => id !== parentId);
      await removeRows(tx, back.id, [child], former);
      await removeRows(tx, link.id, former, [child]);
      for (const id of former) touched.add(id);
    }
    await appendChild(tx, back.id, child, parentId);
    touched.add(child);
  }
  return [...touched];
}

/** Adds children to a record's link (after those it holds). */
export async function addChildren(
  tx: Queryable,
  link: LinkDefinition,
  parentId: number,
  childIds: readonly number[],
): Promise<number[]> {
  const current = await childrenOf(tx, link.id, parentId);
  return setChildren(tx, link, parentId, [...current, ...childIds]);
}

/** Removes children from a record's link. */
export async function removeChildren(
  tx: Queryable,
  link: LinkDefinition,
  parentId: number,
  childIds: readonly number[],
): Promise<number[]> {
  const current = await childrenOf(tx, link.id, parentId);
  return setChildren(
    tx,
    link,
    parentId,
    current.filter((id) => !childIds.includes(id)),
  );
}

export { childrenOf };
