import type { CompiledPosition } from "../../../../engine";

/** The detail page's display positions: meta above every tab, the tabs (main content first), footer below. */
export interface DetailPositions {
  meta: CompiledPosition[];
  tabs: CompiledPosition[];
  footer: CompiledPosition[];
}

/** Splits the compiled (not hidden) positions by type; main_content comes first among the tabs. */
export function detailPositions(positions: readonly CompiledPosition[]): DetailPositions {
  const main = positions.filter((p) => p.type === "main_content");
  return {
    meta: positions.filter((p) => p.type === "meta"),
    tabs: [...main, ...positions.filter((p) => p.type === "tab")],
    footer: positions.filter((p) => p.type === "footer"),
  };
}
