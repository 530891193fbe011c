import { PAGE_SIZES } from "./PAGE_SIZES";

/** A page size the list offers; anything else falls back to 50 (spec 9). */
export function pageSizeOf(value: unknown): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : 50;
}
