import type { ComponentProps } from "react";

/**
 * A text input with the look of Chakra's Input (size md, outline) from the static .dk-input class of the
 * field chrome's stylesheet (theme/fieldChromeCss.ts): a form of hundreds of inputs, and every keystroke
 * in one, resolves no recipe. `fit` sizes it by its `size` attribute, never wider than its cell.
 */
export function PlainInput({ className, fit, ...props }: ComponentProps<"input"> & { fit?: boolean }) {
  const classes = fit ? "dk-input dk-input-fit" : "dk-input";
  return <input className={className ? `${classes} ${className}` : classes} {...props} />;
}
