import type { CompiledItem } from "../engine";
import { type FormatContext, fieldTypeOf, messages } from "../engine/fields";
import { t } from "../locales";

/**
 * An item's value as text, through the engine's formatter so it reads exactly as the server and CSV export
 * write it; the engine's 'Unknown' for an empty value is translated.
 */
export function formatValue(
  item: CompiledItem,
  value: unknown,
  mode: "show" | "list",
  ctx: FormatContext,
): string {
  const module = fieldTypeOf(item.type);
  if (!module) return "";
  const text = module.format(value, item, mode, ctx);
  return text === messages.unknown && (module.isEmpty?.(value) ?? true) ? t(messages.unknown) : text;
}
