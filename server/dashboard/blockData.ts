import { optionAccess } from "../../engine";
import { type Predicate, QueryError } from "../../engine/query";
import { pickTranslation } from "../../engine/translate";
import type { ListOption, QueryData } from "../../schemas";
import type { Database } from "../db/database";
import { badRequest } from "../http/errors";
import { INVALID } from "../http/messages";
import { cachedMetadata } from "../metadata/metadataCache";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { compileSavedQuery } from "../queries/compileSavedQuery";
import type { CompiledSavedQuery } from "../queries/predicateToSql";
import {
  type AggregateGroup,
  type AggregateKey,
  aggregateRecords,
  type DatePeriod,
} from "../records/listing/aggregate";
import { type BlockRow, requireBlock } from "./blockRows";
import { activeUsers, geomapMarkers, memberCount, newRecordStatistics } from "./statistics";

export interface BlockDataQuery {
  /** A record the block is shown in; with linkId only the records linked to it count. */
  dossier?: string;
  linkId?: string;
  /** year_month, quarter or year: overrides the block's date format. */
  date_format?: string;
  /** The culture for list option texts. */
  locale?: string;
}

/** One row of a chart: a list option (and a period) with its count, as spec 1-platform section 3 names it. */
export interface ChartRow {
  def_field_list_id: number;
  summary: string;
  /** The first day of the period (YYYY-MM-DD), or null without periods. */
  period: string | null;
  total_items: number;
}

const DATE_FORMAT_PERIODS: Readonly<Record<string, DatePeriod>> = {
  year_month: "month",
  quarter: "quarter",
  year: "year",
};
const STATISTIC_PERIODS: ReadonlySet<string> = new Set(["week", "month", "year"]);

type Queryable = Pick<Database, "query">;

interface Selection {
  where?: Predicate;
  queries?: Readonly<Record<string, CompiledSavedQuery | undefined>>;
}

/** A saved query of the entity (by id or uuid) compiled to the tree the aggregate reads; 400 when it is not. */
async function savedSelection(
  db: Queryable,
  caller: CallerContext,
  block: BlockRow,
  entityId: number,
  ref: number | string | null | undefined,
  name: string,
): Promise<Selection> {
  if (ref === null || ref === undefined || ref === "") return {};
  const [row] = await db.query<{ uuid: string; data: QueryData }>(
    `select uuid, data from dossier_queries where environment_id = $1 and def_dossier_id = $2
       and (id::text = $3 or uuid = $3)`,
    [block.environment_id, entityId, String(ref)],
  );
  if (!row) throw badRequest({ [name]: INVALID });
  try {
    const compiled = await compileSavedQuery(
      db,
      block.environment_id,
      { uuid: row.uuid, entityId, data: row.data },
      { now: new Date(), userId: caller.userId },
    );
    return { where: compiled.predicate, queries: compiled.queries };
  } catch (error) {
    if (error instanceof QueryError) throw badRequest({ [name]: error.message });
    throw error;
  }
}

/** The entity a saved query of the block's environment is for (by id or uuid); 400 when there is none. */
async function queryEntity(
  db: Queryable,
  block: BlockRow,
  ref: number | string | null | undefined,
  name: string,
): Promise<number | undefined> {
  if (ref === null || ref === undefined || ref === "") return undefined;
  const [row] = await db.query<{ def_dossier_id: number }>(
    "select def_dossier_id from dossier_queries where environment_id = $1 and (id::text = $2 or uuid = $2)",
    [block.environment_id, String(ref)],
  );
  if (!row) throw badRequest({ [name]: INVALID });
  return row.def_dossier_id;
}

interface OptionInfo {
  id: number;
  rank: number;
  text: string;
  hidden: boolean;
}

/** The list options of a data field with their texts in the locale and whether the caller may see them. */
async function optionsOf(
  db: Queryable,
  caller: CallerContext,
  environmentId: number,
  dataFieldId: number,
  locale: string,
): Promise<Map<number, OptionInfo>> {
  const rows = await cachedMetadata(db, `fieldOptions:${dataFieldId}`, () =>
    db.query<{
      id: number;
      rank: number;
      translations: { culture: string; text?: string }[];
      settings: ListOption["settings"];
    }>(
      `select o.id, o.rank, o.translations, o.settings from def_field_lists o
         join def_dossier_def_fields f on f.def_field_id = o.def_field_id
        where f.id = $1 order by o.rank, o.id`,
      [dataFieldId],
    ),
  );
  const context = {
    locale,
    roles: [...caller.roles(environmentId)],
    admin: bypassesChecks(caller, environmentId),
  };
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        rank: row.rank,
        text: pickTranslation(row.translations, locale)?.text ?? "",
        hidden: optionAccess({ settings: row.settings } as ListOption, context) === "hidden",
      },
    ]),
  );
}

/**
 * Groups keyed by list option as chart rows: options hidden from the caller's roles are left out (their
 * records are never counted for the caller), as are records without a value; rows in option order.
 */
function chartRows(groups: AggregateGroup[], options: Map<number, OptionInfo>): ChartRow[] {
  const rows: (ChartRow & { rank: number })[] = [];
  for (const group of groups) {
    const option = typeof group.key === "number" ? options.get(group.key) : undefined;
    if (!option || option.hidden) continue;
    rows.push({
      def_field_list_id: option.id,
      summary: option.text,
      period: group.subkey === undefined ? null : (group.subkey as string | null),
      total_items: Number(group.value ?? 0),
      rank: option.rank,
    });
  }
  return rows
    .filter((row) => row.period !== null || !groups.some((g) => g.subkey !== undefined))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.def_field_list_id - b.def_field_list_id ||
        String(a.period).localeCompare(String(b.period)),
    )
    .map(({ rank: _rank, ...row }) => row);
}

/** The date key of a chart: the block's date field or the creation date, per the date format. */
function dateKey(block: BlockRow, query: BlockDataQuery): AggregateKey | undefined {
  const settings = block.settings;
  const format = query.date_format ?? settings.date_format ?? undefined;
  if (!format) return undefined;
  const period = DATE_FORMAT_PERIODS[format];
  if (!period) throw badRequest({ date_format: INVALID });
  if (settings.use_creation_date === "yes" || settings.use_creation_date === true)
    return { created: true, period };
  return settings.date_field ? { field: settings.date_field, period } : undefined;
}

/** The records the block counts: its query's, and with dossier and linkId only the ones linked to that record. */
async function blockSelection(
  db: Queryable,
  caller: CallerContext,
  block: BlockRow,
  entityId: number,
  query: BlockDataQuery,
): Promise<Selection & { childOf?: { entityId: number; link: number; parentIds: number[] } }> {
  const selection = await savedSelection(db, caller, block, entityId, block.dossier_query_id, "dossierQuery");
  const dossier = Number(query.dossier);
  const link = Number(query.linkId);
  if (query.dossier === undefined || query.linkId === undefined) return selection;
  if (!Number.isInteger(dossier) || dossier < 1) throw badRequest({ dossier: INVALID });
  if (!Number.isInteger(link) || link < 1) throw badRequest({ linkId: INVALID });
  const [parent] = await db.query<{ def_dossier_id: number }>(
    "select def_dossier_id from content_dossiers where id = $1 and environment_id = $2",
    [dossier, block.environment_id],
  );
  if (!parent) throw badRequest({ dossier: INVALID });
  return { ...selection, childOf: { entityId: parent.def_dossier_id, link, parentIds: [dossier] } };
}

const required = (value: number | null | undefined, name: string): number => {
  if (!value) throw badRequest({ [name]: INVALID });
  return value;
};

/**
 * GET /mypageblock/{id}/data: what the block shows, from one aggregate over its entity and query (never by
 * loading records), read through the records' read layer so that fields, links and list options hidden
 * from the caller's roles are never counted or shown. Lists (type dashboard) read the records list itself.
 */
export async function blockData(
  db: Database,
  caller: CallerContext,
  id: number,
  query: BlockDataQuery,
): Promise<{ results: unknown; result?: number | null }> {
  const block = await requireBlock(db, caller, id);
  const settings = block.settings ?? {};
  const locale = query.locale ?? "en_GB";
  switch (block.type) {
    case "count_list_options":
    case "funnel": {
      const entityId = required(block.def_dossier_id, "defDossier");
      const field = required(settings.count_list_field, "count_list_field");
      const selection = await blockSelection(db, caller, block, entityId, query);
      const thenBy = block.type === "funnel" ? undefined : dateKey(block, query);
      const groups = await aggregateRecords(db, caller, {
        entityId,
        fn: "count",
        groupBy: { field },
        ...(thenBy ? { thenBy } : {}),
        ...selection,
      });
      return { results: chartRows(groups, await optionsOf(db, caller, block.environment_id, field, locale)) };
    }
    case "count_link_options": {
      const entityId = required(block.def_dossier_id, "defDossier");
      const link = required(settings.origin_link_field, "origin_link_field");
      const field = required(settings.count_link_field, "count_link_field");
      const [target] = await db.query<{ child_def_dossier_id: number }>(
        "select child_def_dossier_id from def_dossier_links where id = $1 and def_dossier_id = $2",
        [link, entityId],
      );
      if (!target) throw badRequest({ origin_link_field: INVALID });
      const parents = await savedSelection(
        db,
        caller,
        block,
        entityId,
        block.dossier_query_id,
        "dossierQuery",
      );
      const groups = await aggregateRecords(db, caller, {
        entityId: target.child_def_dossier_id,
        fn: "count",
        groupBy: { field },
        childOf: { entityId, link, ...parents },
      });
      return { results: chartRows(groups, await optionsOf(db, caller, block.environment_id, field, locale)) };
    }
    case "date_statistics": {
      const entityId = required(block.def_dossier_id, "defDossier");
      const dateField = required(settings.date_field, "date_field");
      const period = settings.period ?? "month";
      if (!STATISTIC_PERIODS.has(period)) throw badRequest({ period: INVALID });
      const selection = await blockSelection(db, caller, block, entityId, query);
      const byDate: AggregateKey = { field: dateField, period: period as DatePeriod };
      if (settings.list_field) {
        const groups = await aggregateRecords(db, caller, {
          entityId,
          fn: "count",
          groupBy: { field: settings.list_field },
          thenBy: byDate,
          ...selection,
        });
        return {
          results: chartRows(
            groups,
            await optionsOf(db, caller, block.environment_id, settings.list_field, locale),
          ),
        };
      }
      const groups = await aggregateRecords(db, caller, {
        entityId,
        fn: "count",
        groupBy: byDate,
        ...selection,
      });
      return {
        results: groups
          .filter((g) => g.key !== null)
          .map((g) => ({ period: g.key, total_items: Number(g.value ?? 0) })),
      };
    }
    case "sum_fields": {
      const entityId = required(block.def_dossier_id, "defDossier");
      const field = required(settings.sum_field, "sum_field");
      const selection = await blockSelection(db, caller, block, entityId, query);
      const [group] = await aggregateRecords(db, caller, { entityId, fn: "sum", field, ...selection });
      const result = group?.value === null || group?.value === undefined ? null : Number(group.value);
      return { results: { sum: result }, result };
    }
    case "list_option_percentage_conditions": {
      const entityId = required(block.def_dossier_id, "defDossier");
      const charts = settings.pie_charts ?? [];
      const results = [];
      // A count of a query's records, over the entity the query is for (the block's when none is named).
      const countOf = async (ref: number | string | null | undefined, name: string) => {
        const target = await queryEntity(db, block, ref, name);
        const [group] = await aggregateRecords(db, caller, {
          entityId: target ?? entityId,
          fn: "count",
          ...(await savedSelection(db, caller, block, target ?? entityId, ref, name)),
        });
        return Number(group?.value ?? 0);
      };
      for (const [index, chart] of charts.entries()) {
        const all = await countOf(chart.total_query, `pie_charts.${index}.total_query`);
        const totals = await countOf(chart.dossier_query, `pie_charts.${index}.dossier_query`);
        results.push({
          title: chart.title ?? "",
          color: chart.color ?? null,
          totals,
          total_dossiers: all,
          percentage: all === 0 ? 0 : Math.round((totals / all) * 1000) / 10,
        });
      }
      return { results };
    }
    case "geomap": {
      const entityId = required(block.def_dossier_id, "defDossier");
      const location = required(settings.templateOptions?.location, "templateOptions.location");
      const selection = await blockSelection(db, caller, block, entityId, query);
      return {
        results: await geomapMarkers(db, caller, {
          entityId,
          location,
          title: settings.templateOptions?.title ?? undefined,
          ...selection,
        }),
      };
    }
    case "online_users":
      return { results: { members: await memberCount(db, block.environment_id) } };
    case "active_users":
      return { results: await activeUsers(db, block.environment_id, settings.limit ?? 10) };
    case "new_dossier_statistics":
      return { results: await newRecordStatistics(db, caller, block.environment_id) };
    default:
      // Lists read GET /dossier, containers their children: they have no data of their own.
      throw badRequest({ type: INVALID });
  }
}
