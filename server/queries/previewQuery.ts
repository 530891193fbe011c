import { randomUUID } from "node:crypto";
import type { ListedRecord, RecordItemInfo } from "../../schemas";
import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, type FieldErrors } from "../http/errors";
import type { CallerContext } from "../permissions/callerContext";
import { requireEntity } from "../records/entityAccess";
import { LIST_TIMEZONE } from "../records/listing/fieldFilters";
import { assertPredicateVisible } from "../records/listing/predicateSight";
import { listRecords } from "../records/listRecords";
import { compileSavedQuery } from "./compileSavedQuery";
import { predicateCondition } from "./predicateToSql";
import { checkData, entityOf, requireQueryBuilder } from "./queriesService";

export interface PreviewInput {
  environment: number;
  defDossier: number;
  data: unknown;
  /** The query being edited, so that a reference back to it is refused as it would be on save. */
  uuid?: string;
  limit?: number;
}

export interface QueryPreview {
  /** How many records the query matches. */
  count: number;
  /** The first of them, with the values of the entity's list view the caller may see. */
  rows: ListedRecord[];
  items: RecordItemInfo[];
}

export const PREVIEW_ROWS = 5;

/**
 * POST /dossierquery/preview: the count and first rows of an unsaved query, for the builder's live count.
 * The data is checked as a save checks it (400 {errors: {data}}); a query reading a field or link the caller
 * may not see is refused (a count would tell its values); rows come through the records list, so hidden
 * values stay hidden.
 */
export async function previewQuery(
  db: Database,
  ctx: CallerContext,
  input: PreviewInput,
): Promise<QueryPreview> {
  await requireEnvironment(db, ctx, input.environment);
  requireQueryBuilder(ctx, input.environment);
  const errors: FieldErrors = {};
  const entityId = await entityOf(db, errors, input.defDossier, input.environment);
  const uuid = input.uuid ?? randomUUID();
  const data =
    entityId === undefined
      ? undefined
      : await checkData(db, ctx, errors, input.environment, { uuid, entityId, data: input.data });
  assertNoErrors(errors);
  if (entityId === undefined || data === undefined) throw new Error("checked above");
  const entity = await requireEntity(db, ctx, entityId, "show");
  const compiled = await compileSavedQuery(
    db,
    input.environment,
    { uuid, entityId, data },
    { now: new Date(), userId: ctx.userId, timezone: LIST_TIMEZONE },
  );
  await assertPredicateVisible(db, ctx, entity, compiled.predicate, compiled.queries, "data");
  const condition = predicateCondition(compiled.predicate, {
    schema: compiled.schema,
    queries: compiled.queries,
    alias: "d",
  });
  // The query carries its own archived filter; the list's default (not archived) must not narrow it.
  const list = await listRecords(
    db,
    ctx,
    {
      defDossier: String(entityId),
      archived: "both",
      limit: String(input.limit ?? PREVIEW_ROWS),
      formatted: "true",
    },
    condition,
  );
  return { count: list.pager.items, rows: list.results, items: list.items };
}
