import type { CompiledItem } from "../../engine";
import type { ListAggregation, ListedRecord, RecordItemInfo, RecordListAnswer } from "../../schemas";
import type { Database } from "../db/database";
import { badRequest } from "../http/errors";
import { INVALID, REQUIRED } from "../http/messages";
import { pageRequest, pagerOf } from "../http/pager";
import { first, isTrueParam, listParam } from "../http/queryParams";
import { containsPattern } from "../http/search";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { queryFilter } from "../queries/filterByQuery";
import { metadataValues, valueOfItem } from "./derivedValues";
import { RECORD_COLUMNS, RECORD_FROM, type RecordRow, requireEntity } from "./entityAccess";
import { type EntityModels, loadEntityModels } from "./entityModels";
import { formatValue, Labels } from "./formatValues";
import { fieldFilters, filterCondition, LIST_TIMEZONE } from "./listFilters";
import { readVisibleValues, sightOf } from "./recordSight";
import { SqlParams } from "./sqlParams";
import { type StorageClass, storageOf } from "./storage/fieldStorage";
import { textKey } from "./storage/textColumns";

type Query = Record<string, unknown>;

export const itemInfo = (item: CompiledItem): RecordItemInfo => ({
  id: item.id,
  key: item.key,
  label: item.label,
  type: item.type,
  position: item.positionId,
  sortable: item.sortable,
  aggregations: [...item.aggregations],
  editable: item.editable,
  required: item.required,
});

function idParam(query: Query, name: string): number | undefined {
  const text = first(query[name]);
  if (text === undefined) return undefined;
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest({ [name]: INVALID });
  return id;
}

/** The items whose values the list answers: a view's (list by default), or a display position's. */
function columnsOf(models: EntityModels, query: Query): CompiledItem[] {
  const position = idParam(query, "displayPosition");
  if (position !== undefined) {
    const seen = new Set<string>();
    return ["show", "edit"].flatMap((view) =>
      Object.values(models.model(view).items).filter((item) => {
        if (item.positionId !== position || seen.has(item.key)) return false;
        seen.add(item.key);
        return true;
      }),
    );
  }
  const view = first(query.view) ?? "list";
  const model = models.model(view);
  return model.order.map((id) => model.items[id] as CompiledItem);
}

/** What a sort orders by for a field's storage: texts on the indexed prefix, then the whole value. */
function sortColumn(storage: StorageClass, alias: string, direction: string, nulls: string): string {
  switch (storage) {
    case "text":
      return `${textKey(`${alias}.value_text`)} ${direction} ${nulls}, lower(${alias}.value_text)`;
    case "number":
      return `${alias}.value_number`;
    case "moment":
      return `${alias}.value_date`;
    case "ids":
      return `${alias}.value_ids`;
    default:
      return `${alias}.value::text`;
  }
}

/** The ORDER BY of sort[] and sortOrder[]: sortable items (by id) or the created_at / modified_at columns. */
function orderBy(
  query: Query,
  items: ReadonlyMap<number, CompiledItem>,
  params: SqlParams,
  joins: string[],
): string {
  const keys = listParam(query, "sort");
  const orders = listParam(query, "sortOrder");
  const parts: string[] = [];
  keys.forEach((key, index) => {
    const direction = (orders[index] ?? "ASC").toUpperCase();
    if (direction !== "ASC" && direction !== "DESC") throw badRequest({ sortOrder: INVALID });
    const nulls = direction === "ASC" ? "nulls last" : "nulls first";
    if (key === "created_at" || key === "modified_at" || key === "id") {
      parts.push(`d.${key} ${direction}`);
      return;
    }
    const item = /^\d{1,10}$/.test(key) ? items.get(Number(key)) : undefined;
    if (!item?.sortable) throw badRequest({ sort: INVALID });
    if (item.key === "mcreated_at" || item.key === "mmodified_at") {
      parts.push(`d.${item.key.slice(1)} ${direction}`);
      return;
    }
    if (item.key.startsWith("l")) {
      parts.push(`(select min(lower(s.summary)) from content_dossier_links sl join content_dossiers s on s.id = sl.child_id
        where sl.parent_id = d.id and sl.def_dossier_link_id = ${params.add(Number(item.key.slice(1)))}) ${direction} ${nulls}`);
      return;
    }
    const alias = `s${index}`;
    joins.push(
      `left join contents ${alias} on ${alias}.content_dossier_id = d.id and ${alias}.def_dossier_def_field_id = ${params.add(Number(item.key.slice(1)))}`,
    );
    // Texts sort on the indexed prefix, then on the whole value for those that share it.
    const column = sortColumn(storageOf(item.type).storage, alias, direction, nulls);
    parts.push(`${column} ${direction} ${nulls}`);
  });
  parts.push("d.id DESC");
  return parts.join(", ");
}

/** The conditions every list call may add: archived, children of a record, ids, summary text. */
async function baseConditions(
  db: Database,
  caller: CallerContext,
  entityId: number,
  query: Query,
  params: SqlParams,
): Promise<string[]> {
  const where = [`d.def_dossier_id = ${params.add(entityId)}`];
  const archived = first(query.archived) ?? "";
  if (archived === "archived" || archived === "1" || archived === "true") where.push("d.archived");
  else if (archived === "" || archived === "0" || archived === "false") where.push("not d.archived");
  else if (archived !== "both") throw badRequest({ archived: INVALID });
  const parent = idParam(query, "dossierId") ?? idParam(query, "embedded");
  const link = idParam(query, "linkId");
  if (parent !== undefined || link !== undefined) {
    if (parent === undefined) throw badRequest({ dossierId: REQUIRED });
    if (link === undefined) throw badRequest({ linkId: REQUIRED });
    where.push(
      `d.id in (select child_id from content_dossier_links where parent_id = ${params.add(parent)} and def_dossier_link_id = ${params.add(link)})`,
    );
  }
  const ids = listParam(query, "dossierIds");
  if (ids.length > 0) {
    const numbers = ids.map(Number);
    if (!numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647)) {
      throw badRequest({ dossierIds: INVALID });
    }
    where.push(`d.id = any(${params.add(numbers, "int[]")})`);
  }
  const summary = first(query.summary);
  if (summary !== undefined)
    where.push(`lower(d.summary) like lower(${params.add(containsPattern(summary))})`);
  const dossierQuery = first(query.dossierQuery);
  if (dossierQuery !== undefined) {
    const fragment = await queryFilter(db, entityId, dossierQuery, {
      userId: caller.userId,
      timezone: LIST_TIMEZONE,
      alias: "d",
      params: params.values,
    });
    params.values.push(...fragment.params.slice(params.values.length));
    where.push(`(${fragment.sql})`);
  }
  return where;
}

/** The {itemId}_aggregate figures over every record the filters leave (admins only). */
async function aggregations(
  db: Database,
  query: Query,
  items: ReadonlyMap<number, CompiledItem>,
  where: string,
  params: SqlParams,
): Promise<ListAggregation[]> {
  const result: ListAggregation[] = [];
  for (const [name, raw] of Object.entries(query)) {
    const match = /^(\d{1,10})_aggregate(\[\])?$/.exec(name);
    if (!match) continue;
    const item = items.get(Number(match[1]));
    if (!item) throw badRequest({ [name]: INVALID });
    for (const fn of listParam({ [name]: raw }, name)) {
      if (!item.aggregations.includes(fn as never)) throw badRequest({ [name]: INVALID });
      const scoped = new SqlParams();
      scoped.values.push(...params.values);
      const records = `select d.id from content_dossiers d where ${where}`;
      let sql: string;
      if (item.key.startsWith("l")) {
        sql = `select count(distinct l.child_id)::int as value from content_dossier_links l
          where l.def_dossier_link_id = ${scoped.add(Number(item.key.slice(1)))} and l.parent_id in (${records})`;
      } else if (fn === "unique") {
        sql = `select count(distinct x)::int as value from contents c cross join unnest(c.value_ids) as x
          where c.def_dossier_def_field_id = ${scoped.add(Number(item.key.slice(1)))} and c.content_dossier_id in (${records})`;
      } else {
        const column = storageOf(item.type).storage === "moment" ? "c.value_date" : "c.value_number";
        sql = `select ${fn}(${column}) as value from contents c
          where c.def_dossier_def_field_id = ${scoped.add(Number(item.key.slice(1)))} and c.content_dossier_id in (${records})`;
      }
      const [row] = await db.query<{ value: unknown }>(sql, scoped.values);
      result.push({ field: item.id, function: fn, value: aggregateValue(item, row?.value) });
    }
  }
  return result;
}

function aggregateValue(item: CompiledItem, value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  if (item.type === "time") {
    const minutes = Math.round(number);
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  }
  return number;
}

/**
 * One page of an entity's records for GET {contentdossier}: filtered (archived, children of a record,
 * ids, summary, saved query, per-field filters on the typed columns), sorted on sortable columns, with the
 * values of the view's (or position's) items the caller may see, and aggregations for admins.
 */
export async function listRecords(
  db: Database,
  caller: CallerContext,
  query: Query,
): Promise<RecordListAnswer> {
  const entityId = idParam(query, "defDossier");
  if (entityId === undefined) throw badRequest({ defDossier: REQUIRED });
  const entity = await requireEntity(db, caller, entityId, "show");
  const models = await loadEntityModels(db, caller, entity, first(query.locale));
  const visible = models.visibleItems();
  const columns = columnsOf(models, query);
  const page = pageRequest(query);

  const params = new SqlParams();
  const where = await baseConditions(db, caller, entity.id, query, params);
  for (const filter of fieldFilters(query, visible)) {
    const condition = filterCondition(filter, params);
    if (condition) where.push(condition);
  }
  const condition = where.join(" and ");
  const joins: string[] = [];
  const pageParams = new SqlParams();
  pageParams.values.push(...params.values);
  const order = orderBy(query, visible, pageParams, joins);
  const user = pageParams.add(caller.userId);
  const [[count], rows] = await Promise.all([
    db.query<{ items: number }>(
      `select count(*)::int as items from content_dossiers d where ${condition}`,
      params.values,
    ),
    db.query<RecordRow & { subscribed: boolean }>(
      `select ${RECORD_COLUMNS},
       exists(select 1 from dossier_subscriptions ds where ds.content_dossier_id = d.id and ds.user_id = ${user}) as subscribed
       from ${RECORD_FROM} ${joins.join(" ")}
      where ${condition} order by ${order} limit ${page.limit} offset ${page.offset}`,
      pageParams.values,
    ),
  ]);

  const keys = [...new Set(columns.map((c) => c.key).filter((k) => k.startsWith("f") || k.startsWith("l")))];
  const stored = await readVisibleValues(
    db,
    await sightOf(db, caller, entity),
    rows.map((r) => r.id),
    keys,
  );
  const wantFormatted = isTrueParam(query.formatted);
  const results: ListedRecord[] = rows.map((row) => {
    const values = stored.get(row.id) ?? {};
    const meta = metadataValues(row);
    const content: Record<string, unknown> = {};
    const contents: ListedRecord["contents"] = [];
    for (const item of columns) {
      const value = valueOfItem(item, values, meta);
      if (value === undefined) continue;
      content[item.id] = value;
      const ref = Number(item.key.slice(1));
      if (item.key.startsWith("f")) contents.push({ item: item.id, field: ref, value });
      else if (item.key.startsWith("l")) contents.push({ item: item.id, link: ref, value });
    }
    return {
      id: row.id,
      uuid: row.uuid,
      def_dossier_id: row.def_dossier_id,
      environment_id: row.environment_id,
      summary: row.summary,
      archived: row.archived,
      created_at: new Date(row.created_at).toISOString(),
      modified_at: new Date(row.modified_at).toISOString(),
      created_by: row.created_by_username,
      modified_by: row.modified_by_username,
      version: row.version,
      subscribed: row.subscribed,
      content,
      contents,
    };
  });
  const wantLabels = isTrueParam(query.labels);
  const labels =
    wantFormatted || wantLabels
      ? await Labels.load(
          db,
          results.flatMap((r) => columns.map((item) => ({ item, value: r.content[item.id] }))),
        )
      : undefined;
  const labelList = wantLabels ? labels?.toJSON() : undefined;
  if (labels && wantFormatted) {
    for (const result of results) {
      result.formatted = Object.fromEntries(
        columns.map((item) => [
          item.id,
          formatValue(item, result.content[item.id], "list", models.context, labels),
        ]),
      );
    }
  }
  const aggregates = bypassesChecks(caller, entity.environment_id)
    ? await aggregations(db, query, visible, condition, params)
    : [];
  return {
    results,
    items: columns.map(itemInfo),
    aggregations: aggregates,
    pager: pagerOf(page, count?.items ?? 0),
    ...(labelList ? { labels: labelList } : {}),
  };
}
