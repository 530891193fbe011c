import type { Database } from "../db/database";
import { metadataValues, summaryOf } from "./derivedValues";
import { findRecord } from "./entityAccess";
import { type EntityModels, loadNeutralModels } from "./entityModels";
import { readRecordValues } from "./recordStore";

type Queryable = Pick<Database, "query">;

/** The records that point at these records through a link. */
export async function parentsOf(tx: Queryable, recordIds: readonly number[]): Promise<number[]> {
  if (recordIds.length === 0) return [];
  const rows = await tx.query<{ parent_id: number }>(
    "select distinct parent_id from content_dossier_links where child_id = any($1::int[])",
    [recordIds],
  );
  return rows.map((r) => r.parent_id);
}

/**
 * Recomputes the summaries of records whose summary shows linked records (a link item in their summary
 * view), after those links or the linked records' summaries changed. Models are loaded once per entity.
 */
export class SummaryRefresher {
  private readonly models = new Map<number, Promise<EntityModels>>();

  constructor(private readonly tx: Queryable) {}

  private modelsOf(entity: { id: number; environment_id: number }): Promise<EntityModels> {
    let models = this.models.get(entity.id);
    if (!models) {
      models = loadNeutralModels(this.tx, entity);
      this.models.set(entity.id, models);
    }
    return models;
  }

  async refresh(recordIds: Iterable<number>): Promise<void> {
    for (const id of new Set(recordIds)) {
      const record = await findRecord(this.tx, id);
      if (!record) continue;
      const models = await this.modelsOf({
        id: record.def_dossier_id,
        environment_id: record.environment_id,
      });
      const model = models.neutralModel("summary");
      if (!Object.values(model.items).some((item) => item.type === "link")) continue;
      const values = await readRecordValues(this.tx, id);
      const summary = await summaryOf(this.tx, models, values, metadataValues(record));
      if (summary !== record.summary) {
        await this.tx.query("update content_dossiers set summary = $2 where id = $1", [id, summary]);
      }
    }
  }
}
