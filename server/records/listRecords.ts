import type { CompiledItem } from "../../engine";
import type { ListedRecord, RecordItemInfo, RecordListAnswer } from "../../schemas";
import type { Database } from "../db/database";
import type { Sql } from "../db/sql";
import { badRequest } from "../http/errors";
import { REQUIRED } from "../http/messages";
import { pageRequest, pagerOf } from "../http/pager";
import { first, isTrueParam } from "../http/queryParams";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { answeredMetadataValues, valueOfItem } from "./derivedValues";
import { requireEntity } from "./entityAccess";
import { type EntityModels, loadEntityModels } from "./entityModels";
import { formatValue, Labels } from "./formatValues";
import { countRecords } from "./listing/count";
import { listConditions } from "./listing/filter";
import { footerAggregates } from "./listing/footer";
import { idParam, type ListQuery } from "./listing/listQuery";
import { pageRows } from "./listing/page";
import { listOrder } from "./listing/sort";
import { readVisibleValues, sightOf } from "./recordSight";

type Query = ListQuery;

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

/**
 * One page of an entity's records for GET {contentdossier}: filtered (archived, children of a record,
 * ids, summary, saved query, per-field filters on the typed columns), sorted on sortable columns, with the
 * values of the view's (or position's) items the caller may see, and aggregations for admins.
 */
export async function listRecords(
  db: Database,
  caller: CallerContext,
  query: Query,
  /** A condition over `content_dossiers d` beside the query string's (the query builder's preview). */
  extra?: Sql,
): Promise<RecordListAnswer> {
  const entityId = idParam(query, "defDossier");
  if (entityId === undefined) throw badRequest({ defDossier: REQUIRED });
  const entity = await requireEntity(db, caller, entityId, "show");
  const models = await loadEntityModels(db, caller, entity, first(query.locale));
  const visible = models.visibleItems();
  const columns = columnsOf(models, query);
  const page = pageRequest(query);

  const conditions = await listConditions(db, caller, entity.id, query, visible, extra);
  const [count, rows] = await Promise.all([
    countRecords(db, entity.id, conditions),
    pageRows(db, entity.id, conditions.where, listOrder(query, visible), page, caller.userId),
  ]);

  const keys = [...new Set(columns.map((c) => c.key).filter((k) => k.startsWith("f") || k.startsWith("l")))];
  const stored = await readVisibleValues(
    db,
    await sightOf(db, caller, entity, models.bundle),
    rows.map((r) => r.id),
    keys,
    rows,
  );
  const wantFormatted = isTrueParam(query.formatted);
  const results: ListedRecord[] = rows.map((row) => {
    const values = stored.get(row.id) ?? {};
    const meta = answeredMetadataValues(row);
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
    ? await footerAggregates(db, query, visible, entity.id, conditions.where)
    : [];
  return {
    results,
    items: columns.map(itemInfo),
    aggregations: aggregates,
    pager: pagerOf(page, count),
    ...(labelList ? { labels: labelList } : {}),
  };
}
