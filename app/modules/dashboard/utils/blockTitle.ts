import type { Block } from "../api/Block";

/** A block's title in the locale, else its first translation (the spec's rule for every label). */
export function blockTitle(block: Pick<Block, "translations">, locale: string): string {
  return (block.translations.find((t) => t.culture === locale) ?? block.translations[0])?.title ?? "";
}

/** A yes / no flag of the block settings. */
export const isYes = (flag: unknown) => flag === "yes" || flag === true;
