import type { Bundle, Context } from "../schemas/bundle";
import type { DisplayItem } from "../schemas/displayItem";
import type { DisplayPosition } from "../schemas/displayPosition";
import { formulaToLogic } from "./calc";
import { compileConditionQuery } from "./conditionQuery";
import { allOf, anyOf, compileConditions } from "./conditions";
import { orderCalcs, sourcesOf } from "./dependencies";
import { compileDisplayRules } from "./displayRules";
import { fieldTypeOf } from "./fields";
import { compileItem, fieldKeyOf } from "./items";
import type { CompiledItem, CompiledPosition, ViewModel } from "./model";
import { itemAllowed } from "./roles";
import { buildSchema } from "./schema";
import { pickTranslation } from "./translate";
import type { FieldContext, Logic } from "./types";
import { sourceViews, viewKind } from "./views";

export interface CompileOptions {
  /** Mass update: no field is required, and list and current-time defaults are left out. */
  massUpdate?: boolean;
}

const byRank = (a: { rank?: number; id: number }, b: { rank?: number; id: number }) =>
  (a.rank ?? 0) - (b.rank ?? 0) || a.id - b.id;

/** Every display item of the bundle by id, whatever its view: conditions may name items of other views. */
function indexItems(bundle: Bundle) {
  const keyOfItem = new Map<number, string>();
  const keyOfName = new Map<string, string>();
  for (const position of bundle.positions) {
    for (const item of position.display_items) {
      const key = fieldKeyOf(item);
      if (!key) continue;
      keyOfItem.set(item.id, key);
      const name = item.def_dossier_def_field?.name ?? item.def_dossier_link?.name;
      if (name) keyOfName.set(name, key);
    }
  }
  return { keyOfItem, keyOfName };
}

/** The items of a view: from its source views, allowed for the user's roles, one per field. */
function selectItems(bundle: Bundle, view: string): { item: DisplayItem; position: DisplayPosition }[] {
  const views = sourceViews(view);
  const chosen = new Map<string, { item: DisplayItem; position: DisplayPosition; preference: number }>();
  const positions = [...bundle.positions].filter((p) => !p.hide).sort(byRank);
  for (const position of positions) {
    for (const item of position.display_items) {
      const preference = views.indexOf(item.view);
      if (preference < 0 || !itemAllowed(item, bundle.context)) continue;
      const key = fieldKeyOf(item) ?? `i${item.id}`;
      const current = chosen.get(key);
      if (!current || preference < current.preference) chosen.set(key, { item, position, preference });
    }
  }
  return [...chosen.values()];
}

/** Compiles an entity's metadata into the view model of one view for the bundle's user and locale. */
export function compile(bundle: Bundle, view: string, options: CompileOptions = {}): ViewModel {
  const { context, entity } = bundle;
  const kind = viewKind(view);
  const massUpdate = options.massUpdate === true;
  const editing = kind === "edit";
  const warnings: string[] = [];
  const { keyOfItem, keyOfName } = indexItems(bundle);

  const items: CompiledItem[] = [];
  for (const { item, position } of selectItems(bundle, view)) {
    const compiled = compileItem(item, context, { position, editing, massUpdate });
    // autoIncrement numbers are assigned by the server, never typed.
    if (editing && view !== "show/edit" && compiled.type === "autoIncrement") continue;
    items.push(compiled);
  }
  const itemsByKey = new Map(items.map((i) => [i.key, i]));

  const positions: CompiledPosition[] = [...bundle.positions]
    .filter((p) => !p.hide)
    .sort(byRank)
    .map((p) => ({
      id: p.id,
      type: p.type,
      label: pickTranslation(p.translations, context.locale)?.name_plural ?? "",
      rank: p.rank ?? 0,
      items: items
        .filter((i) => i.positionId === p.id)
        .sort((a, b) => a.rank - b.rank || a.col - b.col || a.id - b.id)
        .map((i) => i.id),
    }));

  // Values that depend on values: conditions, display rules, calc formulas.
  const conditions = compileConditions(entity.settings?.conditions, (id) => keyOfItem.get(id));
  warnings.push(...conditions.warnings);
  const hiddenKeys = new Set(
    (entity.settings?.hiddenfields ?? []).map((id) => keyOfItem.get(id)).filter((k) => k !== undefined),
  );
  const paths: string[] = [];
  const pathIndex = (path: string) => {
    if (!paths.includes(path)) paths.push(path);
    return paths.indexOf(path);
  };
  const rules: ViewModel["rules"] = { visible: {}, required: {}, calc: {} };
  for (const item of items) {
    const visibleParts: Logic[] = [];
    const shownBy = conditions.show.get(item.key);
    // Targets of show_fields, and hidden fields, stay hidden until a condition shows them.
    if (shownBy || hiddenKeys.has(item.key)) visibleParts.push(shownBy ? anyOf(shownBy) : false);
    const conditionQuery = conditionQueryOf(item.settings);
    // Admins and environment admins are exempt from condition queries (spec 3-designer section 6).
    if (!context.admin && conditionQuery !== undefined) {
      const logic = compileConditionQuery(bundle, conditionQuery, fieldContextOf(bundle).now);
      // A query that cannot be read leaves the item shown, as a display rule that cannot be evaluated does.
      if (typeof logic === "string") warnings.push(logic);
      else visibleParts.push(logic);
    }
    const displayRules = item.settings.display_rules ?? [];
    if (displayRules.length > 0) visibleParts.push(compileDisplayRules(displayRules, pathIndex));
    if (visibleParts.length > 0) {
      item.alwaysVisible = false;
      rules.visible[item.id] = allOf(visibleParts);
    }
    const requiredBy = conditions.require.get(item.key);
    if (item.editable && !item.required && !massUpdate && requiredBy)
      rules.required[item.id] = anyOf(requiredBy);
  }

  const calcReads = new Map<number, Set<number>>();
  for (const item of items) {
    if (item.type !== "calc" || !item.fieldSettings.formula) continue;
    try {
      const { logic } = formulaToLogic(item.fieldSettings.formula, (ref) => {
        const key = /^\d+$/.test(ref) ? keyOfItem.get(Number(ref)) : keyOfName.get(ref);
        return key ? `v.${key}` : undefined;
      });
      rules.calc[item.id] = logic;
      const reads = [...sourcesOf(logic)].map((key) => itemsByKey.get(key));
      calcReads.set(item.id, new Set(reads.filter((i) => i?.type === "calc").map((i) => i?.id ?? 0)));
    } catch (error) {
      warnings.push(`Calc field "${item.label}": ${(error as Error).message}`);
    }
  }
  const { order: calcOrder, cyclic } = orderCalcs(calcReads);
  for (const id of cyclic) {
    delete rules.calc[id];
    warnings.push(
      `Calc field "${items.find((i) => i.id === id)?.label ?? id}" is part of a cycle of formulas`,
    );
  }

  const dependents: Record<string, string[]> = {};
  for (const [group, byItem] of Object.entries(rules)) {
    for (const [id, logic] of Object.entries(byItem)) {
      for (const source of sourcesOf(logic)) {
        dependents[source] = [...(dependents[source] ?? []), `${group}:${id}`];
      }
    }
  }

  const ordered = positions.flatMap((p) => p.items);
  const itemsById = Object.fromEntries(items.map((i) => [String(i.id), i]));
  const entityName = pickTranslation(entity.translations, context.locale);
  return {
    entity: {
      id: entity.id,
      nameSingular: entityName?.name_singular ?? entity.name ?? "",
      namePlural: entityName?.name_plural ?? entity.name ?? "",
      settings: (entity.settings ?? {}) as Record<string, unknown>,
    },
    view,
    kind,
    locale: context.locale,
    context,
    massUpdate,
    schema: buildSchema(
      ordered.map((id) => itemsById[id] as CompiledItem),
      kind,
      entityName?.name_singular ?? "",
    ),
    layout: { positions, hideLabels: view === "row_input" },
    items: itemsById,
    order: ordered,
    defaults: editing ? defaultsOf(items, fieldContextOf(bundle), massUpdate) : {},
    rules,
    paths,
    dependents,
    calcOrder: calcOrder.filter((id) => rules.calc[id] !== undefined),
    warnings,
  };
}

/** The query an item is shown by (settings.condition_query), when it names one. */
function conditionQueryOf(settings: DisplayItem["settings"]) {
  const query = settings?.condition_query;
  return query === undefined || query === null || query === "" ? undefined : query;
}

/**
 * Whether compiling the bundle reads the clock for more than defaults: condition queries (relative dates),
 * which apply to whoever is not an admin. Any other model may be kept and reused, with `withDefaultsNow`.
 */
export function readsClockBeyondDefaults(bundle: Bundle): boolean {
  return (
    !bundle.context.admin &&
    bundle.positions.some((p) =>
      p.display_items.some((item) => conditionQueryOf(item.settings) !== undefined),
    )
  );
}

/** The model with its defaults taken at this moment (a date field's today, a user field's caller). */
export function withDefaultsNow(model: ViewModel): ViewModel {
  if (model.kind !== "edit") return model;
  const defaults = defaultsOf(Object.values(model.items), fieldContextOf(model), model.massUpdate);
  return { ...model, defaults };
}

/** The moment a context works at: its `now` when given (tests, previews), else the clock. */
export function nowOf(context: Pick<Context, "now">): Date {
  return context.now ? new Date(context.now) : new Date();
}

export function fieldContextOf(bundle: Pick<Bundle, "context">): FieldContext {
  return { context: bundle.context, now: nowOf(bundle.context) };
}

function defaultsOf(items: CompiledItem[], ctx: FieldContext, massUpdate: boolean): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const item of items) {
    if (!item.editable) continue;
    // Mass update leaves out list defaults and current-time defaults: they would overwrite every record.
    if (massUpdate && (item.type === "list" || item.type === "tree" || item.type === "date")) continue;
    const value = fieldTypeOf(item.type)?.defaultValue?.(item, ctx);
    if (value !== undefined) defaults[item.id] = value;
  }
  return defaults;
}
