import type { CompiledItem } from "../../engine";
import { useWidgetEnvironment } from "../environment";
import { formatValue } from "../format";
import { useLanguage } from "../i18n";

/** The item's value formatted by the engine for show or list mode, in the interface language's notation. */
export function useFormatted(item: CompiledItem, value: unknown, mode: "show" | "list"): string {
  const { formatContext } = useWidgetEnvironment();
  // Dates and amounts follow the interface language: switching it writes them anew.
  useLanguage();
  return formatValue(item, value, mode, formatContext);
}
