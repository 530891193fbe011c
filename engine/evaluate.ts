import { formulaClock } from "./calc";
import { fieldContextOf } from "./compile";
import { applyLogic } from "./logic";
import type { ViewModel } from "./model";
import { IN_QUERIES_KEY } from "./query";
import type { Logic } from "./types";
import { stringsOf } from "./values";

/** Values by display item id; keys such as `f55` or `l9` give fields outside the view (for conditions and formulas). */
export type Values = Record<string, unknown>;
/** Values found at field paths (for display rules), by path. Leave a path out when it could not be resolved. */
export type PathValues = Record<string, readonly unknown[] | undefined>;

export interface Changes {
  visible: number[];
  required: number[];
  values: number[];
}

/** The live state of a form: what is shown and required, and the calc values, kept current value by value. */
export interface FormState {
  readonly values: Values;
  readonly visible: ReadonlySet<number>;
  readonly required: ReadonlySet<number>;
  /** Sets one item's value and re-evaluates only the rules that read it (and what those calc values feed). */
  update(itemId: number, value: unknown): Changes;
  /** Sets the values found at field paths and re-evaluates the display rules that read them. */
  setPaths(paths: PathValues): Changes;
}

const FIELD_KEY = /^[flm]\w+$/;

/**
 * The evaluation data of the rules: `v.KEY` raw values, `s.KEY` values as strings, `p.N` path values as
 * strings, with KEY the field key of an item (f{dataField}, l{link}, m{metadata}); plus the formula clock.
 */
interface LogicData {
  v: Record<string, unknown>;
  s: Record<string, string[]>;
  p: Record<string, string[]>;
  /** The record as a condition query reads it (QueryRecord): values by data field id, links, metadata. */
  values: Record<string, unknown>;
  links: Record<string, { id: number; archived: boolean; values: object; links: object }[]>;
  archived: boolean;
  in_queries: string[];
  /** today() and the date functions of formulas read the day and time zone from here; metadata too. */
  [clock: string]: unknown;
}

const asChildren = (value: unknown) =>
  (Array.isArray(value) ? value : []).map((id) => ({
    id: Number(id),
    archived: false,
    values: {},
    links: {},
  }));

function run(rule: Logic, data: LogicData, fallback: unknown): unknown {
  try {
    return applyLogic(rule, data);
  } catch {
    // An evaluation error keeps the neutral answer: shown, not required, no calc value.
    return fallback;
  }
}

export function evaluate(model: ViewModel, initial: Values = {}, paths: PathValues = {}): FormState {
  const values: Values = { ...initial };
  const data: LogicData = {
    v: {},
    s: {},
    p: {},
    values: {},
    links: {},
    archived: false,
    in_queries: [],
    ...formulaClock(fieldContextOf(model).now, model.context.timezone ?? undefined),
  };
  const visible = new Set<number>();
  const required = new Set<number>();

  const setSource = (key: string, value: unknown, itemId?: number) => {
    data.v[key] = value;
    data.s[key] = stringsOf(itemId === undefined ? undefined : model.items[itemId], value);
    const rest = key.slice(1);
    if (key[0] === "f") data.values[rest] = value;
    else if (key[0] === "l") data.links[rest] = asChildren(value);
    else if (key[0] === "m") data[rest === "dossier_id" ? "id" : rest] = value;
  };
  const setPath = (index: number, found: readonly unknown[] | undefined) => {
    if (found === undefined) delete data.p[index];
    else data.p[index] = found.map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  };
  for (const [name, value] of Object.entries(initial)) {
    // The saved record's memberships of the condition queries the server evaluated (those reading links).
    if (name === IN_QUERIES_KEY) {
      if (Array.isArray(value)) data.in_queries = value.map(String);
      delete values[name];
      continue;
    }
    const item = model.items[name];
    if (item) setSource(item.key, value, item.id);
    else if (FIELD_KEY.test(name)) setSource(name, value);
  }
  model.paths.forEach((path, index) => {
    setPath(index, paths[path]);
  });

  /** Evaluates one rule target; answers whether its outcome changed. */
  const refresh = (target: string): boolean => {
    const [group, id] = target.split(":") as ["visible" | "required" | "calc", string];
    const item = model.items[id];
    if (!item) return false;
    if (group === "calc") {
      const result = run(model.rules.calc[id], data, null);
      const value = typeof result === "number" && Number.isFinite(result) ? result : null;
      if (Object.is(values[id], value)) return false;
      values[id] = value;
      setSource(item.key, value, item.id);
      return true;
    }
    const set = group === "visible" ? visible : required;
    const on =
      group === "visible"
        ? Boolean(run(model.rules.visible[id], data, true))
        : item.required || Boolean(run(model.rules.required[id], data, false));
    if (on === set.has(item.id)) return false;
    if (on) set.add(item.id);
    else set.delete(item.id);
    return true;
  };

  for (const item of Object.values(model.items)) {
    if (item.alwaysVisible) visible.add(item.id);
    if (item.required) required.add(item.id);
  }
  for (const id of model.calcOrder) refresh(`calc:${id}`);
  for (const id of Object.keys(model.rules.visible)) refresh(`visible:${id}`);
  for (const id of Object.keys(model.rules.required)) refresh(`required:${id}`);

  /** Re-evaluates what reads the changed sources, following calc values to what they feed (calcs form no cycle). */
  const propagate = (sources: string[]): Changes => {
    const changed = { visible: new Set<number>(), required: new Set<number>(), values: new Set<number>() };
    const queue = [...sources];
    while (queue.length > 0) {
      for (const target of model.dependents[queue.shift() as string] ?? []) {
        if (!refresh(target)) continue;
        const [group, id] = target.split(":") as ["visible" | "required" | "calc", string];
        if (group === "calc") {
          changed.values.add(Number(id));
          queue.push((model.items[id] as { key: string }).key);
        } else changed[group].add(Number(id));
      }
    }
    return { visible: [...changed.visible], required: [...changed.required], values: [...changed.values] };
  };

  return {
    values,
    visible,
    required,
    update(itemId, value) {
      const item = model.items[itemId];
      if (!item) return { visible: [], required: [], values: [] };
      values[itemId] = value;
      setSource(item.key, value, item.id);
      return propagate([item.key]);
    },
    setPaths(next) {
      model.paths.forEach((path, index) => {
        setPath(index, next[path]);
      });
      return propagate(model.paths.map((_, index) => `p${index}`));
    },
  };
}
