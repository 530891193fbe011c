import type { CompiledItem } from "../engine";
import { type FormatContext, fieldTypeOf, messages } from "../engine";
import { t } from "../locales";
import { activeFormatLocale } from "./formatLocale";

const localized = new WeakMap<FormatContext, FormatContext>();

/** The context with the active interface language as its format locale, unless it names one itself. */
function inActiveLocale(ctx: FormatContext): FormatContext {
  if (ctx.formatLocale) return ctx;
  const formatLocale = activeFormatLocale();
  let cached = localized.get(ctx);
  if (cached?.formatLocale !== formatLocale) {
    cached = { ...ctx, formatLocale };
    localized.set(ctx, cached);
  }
  return cached;
}

/**
 * An item's value as text, through the engine's formatter (as the server and CSV export write it) with the
 * dates and numbers in the interface language's notation; the engine's 'Unknown' for an empty value is
 * translated.
 */
export function formatValue(
  item: CompiledItem,
  value: unknown,
  mode: "show" | "list",
  ctx: FormatContext,
): string {
  const module = fieldTypeOf(item.type);
  if (!module) return "";
  const text = module.format(value, item, mode, inActiveLocale(ctx));
  return text === messages.unknown && (module.isEmpty?.(value) ?? true) ? t(messages.unknown) : text;
}
