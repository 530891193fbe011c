import {
  type CompiledItem,
  compile,
  readsClockBeyondDefaults,
  type ViewModel,
  withDefaultsNow,
} from "../../engine";
import type { Bundle, Context } from "../../schemas";
import type { Database } from "../db/database";
import { notFound } from "../http/errors";
import { contextFor } from "../metadata/contextFor";
import { loadBundle } from "../metadata/loadBundle";
import { deepFreeze, type MetadataAt, metadataNow } from "../metadata/metadataCache";
import type { CallerContext } from "../permissions/callerContext";

/** Every item of the entity in one view: the name the whole-record model is compiled under. */
const WHOLE_RECORD_VIEW = "__record";

/**
 * The compiled views of one entity for one caller, loaded once per request: the caller's models decide what
 * is shown and accepted; the neutral (admin) models compute what every user shares: summaries and calc values.
 */
export class EntityModels {
  private readonly callerModels = new Map<string, ViewModel>();

  constructor(
    readonly bundle: Bundle,
    readonly context: Context,
    /** The metadata at the version the bundle was read at: what else is read of it is kept there too. */
    private readonly metadata: MetadataAt,
  ) {}

  get entityId(): number {
    return this.bundle.entity.id;
  }

  /**
   * The model of a view as the caller sees it (role restrictions, visible options, locale), its defaults
   * taken now.
   */
  model(view: string): ViewModel {
    let model = this.callerModels.get(view);
    if (!model) {
      const build = () => compile(this.bundle, view);
      model = readsClockBeyondDefaults(this.bundle) ? build() : withDefaultsNow(this.kept(view, build));
      this.callerModels.set(view, model);
    }
    return model;
  }

  /** The model of a view without role restrictions, as summaries are built. */
  neutralModel(view: string): ViewModel {
    const neutral = { ...this.bundle, context: neutralContext(this.context) };
    return this.kept(view, () => compile(neutral, view), neutral.context);
  }

  /**
   * One model holding every field of the entity (each once, whatever view and position it is placed in),
   * without role restrictions: calc formulas are evaluated over it.
   */
  wholeRecordModel(): ViewModel {
    const context = neutralContext(this.context);
    return this.kept(
      WHOLE_RECORD_VIEW,
      () => {
        const positions = this.bundle.positions.map((position) => ({
          ...position,
          hide: false,
          display_items: position.display_items.map((item) => ({ ...item, view: WHOLE_RECORD_VIEW })),
        }));
        return compile({ ...this.bundle, positions, context }, WHOLE_RECORD_VIEW);
      },
      context,
    );
  }

  /** A model from `keptModels` for the view and context, compiled by `build` when not kept yet. */
  private kept(view: string, build: () => ViewModel, context: Context = this.context): ViewModel {
    let byKey = keptModels.get(this.bundle.entity);
    if (!byKey) {
      byKey = new Map();
      keptModels.set(this.bundle.entity, byKey);
    }
    const key = `${view}\n${JSON.stringify(context)}`;
    let model = byKey.get(key);
    if (model) {
      byKey.delete(key);
    } else {
      model = deepFreeze(build());
      if (byKey.size >= MODELS_PER_ENTITY) byKey.delete(byKey.keys().next().value as string);
    }
    byKey.set(key, model);
    return model;
  }

  /**
   * Whether the entity has autoIncrement data fields, placed in a view or not (a bundle holds only the placed
   * ones), kept with the bundle: most entities have none, and their creates then skip raising counters.
   * `db` reads it: inside a transaction, its handle (PGlite has one connection, which the transaction holds).
   */
  hasRunningNumbers(db: Pick<Database, "query">): Promise<boolean> {
    return this.metadata.cached(`runningNumbers:${this.entityId}`, async () => {
      const rows = await db.query(
        `select 1 from def_dossier_def_fields ddf join def_fields df on df.id = ddf.def_field_id
          where ddf.def_dossier_id = $1 and df.type = 'autoIncrement' limit 1`,
        [this.entityId],
      );
      return rows.length > 0;
    });
  }

  /** The view names the entity's items are placed in. */
  views(): string[] {
    const views = new Set<string>();
    for (const position of this.bundle.positions) {
      for (const item of position.display_items) views.add(item.view);
    }
    return [...views];
  }

  /** Every item the caller may see, in any view, by display item id. */
  visibleItems(): Map<number, CompiledItem> {
    const items = new Map<number, CompiledItem>();
    for (const view of this.views()) {
      for (const item of Object.values(this.model(view).items))
        if (!items.has(item.id)) items.set(item.id, item);
    }
    return items;
  }
}

/**
 * Compiled models by the bundle's entity, which the metadata cache keeps (frozen) while the metadata's
 * version holds and then lets go; per entity by view and context. A model is compiled once for all the
 * requests of a caller (the neutral ones, for everyone) instead of on each: compiling was most of a create's
 * own work. Only models that read the clock for more than their defaults are compiled per request.
 */
const keptModels = new WeakMap<object, Map<string, ViewModel>>();
/** Models kept per entity and metadata version (callers by views); the least recently used go first. */
const MODELS_PER_ENTITY = 500;

/** The same context without role restrictions, and without the caller: everyone shares what it computes. */
export function neutralContext(context: Context): Context {
  const { user_id: _caller, ...rest } = context;
  return { ...rest, admin: true, roles: [] };
}

/** The environment's languages in order (metadata: kept while the metadata's version holds). */
function localeCodes(db: Pick<Database, "query">, metadata: MetadataAt, environmentId: number) {
  return metadata.cached(`locales:${environmentId}`, async () => {
    const rows = await db.query<{ code: string }>(
      `select l.code from environment_locales el join locales l on l.id = el.locale_id
        where el.environment_id = $1 order by el.rank, el.id`,
      [environmentId],
    );
    return rows.map((r) => r.code);
  });
}

/** The one asked for when the environment has it, else its first language. */
const chosenLocale = (codes: readonly string[], asked?: unknown) =>
  typeof asked === "string" && codes.includes(asked) ? asked : (codes[0] ?? "en_GB");

/** The locale a caller works in: the one asked for when the environment has it, else its first language. */
export async function localeOf(
  db: Pick<Database, "query">,
  environmentId: number,
  asked?: unknown,
): Promise<string> {
  return chosenLocale(await localeCodes(db, await metadataNow(db), environmentId), asked);
}

/** An entity's models for a context; compiled per request, as current-time defaults are taken at compile. */
async function modelsFor(
  db: Pick<Database, "query">,
  metadata: MetadataAt,
  entityId: number,
  context: Context,
): Promise<EntityModels> {
  const bundle = await loadBundle(db, entityId, context, metadata);
  if (!bundle) throw notFound();
  return new EntityModels(bundle, context, metadata);
}

/** Loads the entity's models for a caller in its environment. */
export async function loadEntityModels(
  db: Pick<Database, "query">,
  caller: CallerContext,
  entity: { id: number; environment_id: number; metadata_version?: string },
  locale?: unknown,
): Promise<EntityModels> {
  const metadata = await metadataNow(db, entity.metadata_version);
  const codes = await localeCodes(db, metadata, entity.environment_id);
  const context = contextFor(caller, entity.environment_id, chosenLocale(codes, locale));
  return modelsFor(db, metadata, entity.id, context);
}

/** Loads an entity's models with the neutral context (for work done on behalf of no one in particular). */
export async function loadNeutralModels(
  db: Pick<Database, "query">,
  entity: { id: number; environment_id: number },
): Promise<EntityModels> {
  const metadata = await metadataNow(db);
  const codes = await localeCodes(db, metadata, entity.environment_id);
  const context: Context = { locale: chosenLocale(codes), roles: [], admin: true };
  return modelsFor(db, metadata, entity.id, context);
}
