import type { Predicate } from "../../../engine/query";
import type { Database } from "../../db/database";
import { identifier, param, run, sql } from "../../db/sql";
import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import type { CallerContext } from "../../permissions/callerContext";
import { type CompiledSavedQuery, predicateCondition } from "../../queries/predicateToSql";
import { querySchemaFor } from "../../queries/querySchemaFor";
import { requireEntity } from "../entityAccess";
import { readVisibleValues, sightOf } from "../recordSight";
import { listedRecords, valueColumn } from "../storage/entityTables";
import { assertPredicateVisible } from "./predicateSight";

/** A map shows at most this many markers; more would not be readable anyway (they are clustered). */
export const MAX_MARKERS = 2000;

export interface GeoMarker {
  id: number;
  summary: string | null;
  title: string | null;
  latitude: number;
  longitude: number;
}

export interface GeoMarkersRequest {
  entityId: number;
  /** The geolocation data field. */
  location: number;
  /** A data field whose value titles the marker (else the summary). */
  title?: number;
  where?: Predicate;
  queries?: Readonly<Record<string, CompiledSavedQuery | undefined>>;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * The records of an entity that pass a tree and hold a location, as map markers: ids chosen in SQL, their
 * values read through the read layer, so a location or title hidden from the caller is a 400 or left out.
 */
export async function geoMarkers(
  db: Database,
  caller: CallerContext,
  request: GeoMarkersRequest,
): Promise<GeoMarker[]> {
  const entity = await requireEntity(db, caller, request.entityId, "show");
  const sight = await sightOf(db, caller, entity);
  const schema = await querySchemaFor(db, entity.id);
  if (!schema.fields[request.location] || !sight.sees(`f${request.location}`))
    throw badRequest({ location: INVALID });
  const where = request.where ?? { kind: "archived", archived: false };
  const queries = request.queries ?? {};
  await assertPredicateVisible(db, caller, entity, where, queries, "where");
  const condition = predicateCondition(where, { schema, queries, alias: "d" });
  const rows = await run<{ id: number; summary: string | null }>(
    db,
    sql`select ${identifier("d")}.id, d.summary from ${listedRecords(entity.id)}
     where ${condition} and ${valueColumn(request.location)} is not null
     order by d.id limit ${param(MAX_MARKERS, "int")}`,
  );
  const titleKey = request.title ? `f${request.title}` : undefined;
  const keys = [`f${request.location}`, ...(titleKey ? [titleKey] : [])];
  const values = await readVisibleValues(
    db,
    sight,
    rows.map((r) => r.id),
    keys,
  );
  const markers: GeoMarker[] = [];
  for (const row of rows) {
    const stored = values.get(row.id) ?? {};
    const point = stored[`f${request.location}`] as { latitude?: unknown; longitude?: unknown } | undefined;
    if (!point || !isNumber(point.latitude) || !isNumber(point.longitude)) continue;
    const title = titleKey ? stored[titleKey] : undefined;
    markers.push({
      id: row.id,
      summary: row.summary,
      title: typeof title === "string" || typeof title === "number" ? String(title) : null,
      latitude: point.latitude,
      longitude: point.longitude,
    });
  }
  return markers;
}
