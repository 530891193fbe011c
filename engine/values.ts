import { fieldTypeOf } from "./fields";
import { isBlank, toStrings } from "./fields/shared";
import type { CompiledItem } from "./model";

/** Not filled in: undefined, null, blank strings and empty arrays (the README's encodings). */
export const isEmptyValue = isBlank;

export function isEmptyFor(item: CompiledItem, value: unknown): boolean {
  const module = fieldTypeOf(item.type);
  return module?.isEmpty ? module.isEmpty(value) : isBlank(value);
}

/** A value as strings, as conditions compare it. */
export function stringsOf(item: CompiledItem | undefined, value: unknown): string[] {
  const module = item ? fieldTypeOf(item.type) : undefined;
  return module?.toStrings ? module.toStrings(value) : toStrings(value);
}
