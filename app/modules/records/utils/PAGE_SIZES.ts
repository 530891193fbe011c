/** The page sizes a list offers (spec 9). */
export const PAGE_SIZES = [10, 20, 25, 50, 100] as const;
