import type { CompiledItem } from "../../engine";
import { useWidgetEnvironment } from "../environment";
import { formatValue } from "../format";

/** The item's value formatted by the engine for show or list mode. */
export function useFormatted(item: CompiledItem, value: unknown, mode: "show" | "list"): string {
  const { formatContext } = useWidgetEnvironment();
  return formatValue(item, value, mode, formatContext);
}
