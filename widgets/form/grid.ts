/** Columns of the form grid (spec: the 12-column layout of display items). */
export const GRID_COLUMNS = 12;

/**
 * An item's columns at each breakpoint of the theme: its colspan, never narrower than the spec's minimum
 * for the viewport (under 576 px the full width, to 768 half, to 992 a third, to 1200 two twelfths).
 */
export function responsiveSpan(colspan: number) {
  const span = colspan >= 1 && colspan <= GRID_COLUMNS ? colspan : GRID_COLUMNS;
  return {
    base: GRID_COLUMNS,
    sm: Math.max(span, 6),
    md: Math.max(span, 4),
    lg: Math.max(span, 2),
    xl: span,
  };
}

/**
 * An item cell's columns as the custom properties the .dk-item rule of the field chrome's stylesheet reads
 * (one per breakpoint), so the span needs no style resolved per item.
 */
export function spanStyle(colspan: number): Record<`--dk-span-${string}`, number> {
  const span = responsiveSpan(colspan);
  return {
    "--dk-span-base": span.base,
    "--dk-span-sm": span.sm,
    "--dk-span-md": span.md,
    "--dk-span-lg": span.lg,
    "--dk-span-xl": span.xl,
  };
}
