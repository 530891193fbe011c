import type { Logic } from "./types";

const SOURCES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^[vs]\.(\w+)/, (m) => m[1] as string],
  [/^p\.(\d+)/, (m) => `p${m[1]}`],
  // Condition queries read the record as a query sees it (see evaluate.ts).
  [/^values\.(\d+)/, (m) => `f${m[1]}`],
  [/^links\.(\d+)/, (m) => `l${m[1]}`],
  [/^(created_at|modified_at|created_by|modified_by|id)$/, (m) => `m${m[1] === "id" ? "dossier_id" : m[1]}`],
];

function sourceOf(name: unknown): string | undefined {
  if (typeof name !== "string") return undefined;
  for (const [pattern, key] of SOURCES) {
    const match = pattern.exec(name);
    if (match) return key(match);
  }
  return undefined;
}

/**
 * The sources a rule reads: field keys (from `v.KEY` and `s.KEY`, and a query's `values.N` and `links.N`)
 * and field paths (`p.N` as `pN`). Variables relative to an array element read no source.
 */
export function sourcesOf(logic: Logic, into = new Set<string>()): Set<string> {
  if (Array.isArray(logic)) {
    for (const part of logic) sourcesOf(part, into);
  } else if (logic && typeof logic === "object") {
    for (const [op, args] of Object.entries(logic)) {
      if (op === "var" || op === "missing") {
        const names = Array.isArray(args) ? (op === "var" ? [args[0]] : args) : [args];
        for (const name of names) {
          const source = sourceOf(name);
          if (source) into.add(source);
        }
      } else sourcesOf(args, into);
    }
  }
  return into;
}

/** Orders calc items so each comes after the calc items it reads; items in a cycle are returned apart. */
export function orderCalcs(reads: Map<number, Set<number>>): { order: number[]; cyclic: number[] } {
  const order: number[] = [];
  const state = new Map<number, "visiting" | "done">();
  const cyclic = new Set<number>();
  const visit = (id: number, trail: number[]) => {
    if (state.get(id) === "done") return;
    if (state.get(id) === "visiting") {
      for (const member of trail.slice(trail.indexOf(id))) cyclic.add(member);
      return;
    }
    state.set(id, "visiting");
    for (const dep of reads.get(id) ?? []) if (reads.has(dep)) visit(dep, [...trail, id]);
    state.set(id, "done");
    order.push(id);
  };
  for (const id of reads.keys()) visit(id, []);
  return { order: order.filter((id) => !cyclic.has(id)), cyclic: [...cyclic] };
}
