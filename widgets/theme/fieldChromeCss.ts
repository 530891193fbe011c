import { type GlobalStyleObject, visuallyHiddenStyle } from "@chakra-ui/react";
import { inputRecipe, nativeSelectSlotRecipe } from "@chakra-ui/react/theme";

const select = nativeSelectSlotRecipe;

/** An item's columns at one breakpoint, from the custom property FormItem sets (see spanStyle in grid.ts). */
const span = (breakpoint: string) => `span var(--dk-span-${breakpoint}) / span var(--dk-span-${breakpoint})`;

/**
 * The static styles of a form item's chrome (its cell, label, pretext, body and error) and of PlainInput, in Chakra's theme
 * tokens: the same look as GridItem, Field.Root, Field.Label and Field.ErrorText gave, written once into
 * the page with the theme instead of resolved by Emotion for every item on every render.
 */
export const fieldChromeCss: GlobalStyleObject = {
  ".dk-item": {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    position: "relative",
    width: "100%",
    minWidth: "0",
    gridColumn: { base: span("base"), sm: span("sm"), md: span("md"), lg: span("lg"), xl: span("xl") },
    // An item out of view is neither laid out, painted nor hit-tested: a keystroke in a form of hundreds of
    // items costs the browser what the items in view cost. Its last rendered height holds its place.
    contentVisibility: "auto",
    containIntrinsicBlockSize: "auto 4.5rem",
    // That also clips the item's painting to its box: while the item holds the focus, its focus ring and
    // what opens inline from it (the information popover, a picker's options) paint outside it.
    "&:focus-within": { contentVisibility: "visible" },
  },
  ".dk-item-head": { marginBottom: "1" },
  ".dk-item-label-row": { display: "flex", flexDirection: "row", alignItems: "center" },
  ".dk-item-label": {
    display: "flex",
    alignItems: "center",
    gap: "1",
    textAlign: "start",
    textStyle: "sm",
    fontWeight: "semibold",
    userSelect: "none",
  },
  ".dk-item-label-text": { textStyle: "sm", fontWeight: "semibold" },
  ".dk-item-required": { color: "required" },
  ".dk-item-info": { textStyle: "sm", color: "hint", fontWeight: "normal" },
  ".dk-item-pretext": { marginBottom: "1", color: "hint" },
  ".dk-item-body": { width: "100%" },
  ".dk-item-error": {
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    fontWeight: "medium",
    color: "fg.error",
    textStyle: "xs",
  },
  ".dk-visually-hidden": visuallyHiddenStyle,
  // PlainInput: Chakra's own input recipe at its default size and variant, written once.
  ".dk-input": {
    ...inputRecipe.base,
    ...inputRecipe.variants?.size?.md,
    ...inputRecipe.variants?.variant?.outline,
  },
  ".dk-input-fit": { width: "auto", maxWidth: "100%" },
  // The time widget's hours and minutes, side by side.
  ".dk-time": { display: "flex", alignItems: "center", gap: "1", maxWidth: "40" },
  // OptionChoice's select: Chakra's native-select recipe at size sm, outline.
  ".dk-select": { ...select.base?.root, ...select.variants?.size?.sm?.root },
  ".dk-select-field": {
    ...select.base?.field,
    ...select.variants?.variant?.outline?.field,
    ...select.variants?.size?.sm?.field,
  },
  ".dk-select-indicator": { ...select.base?.indicator, ...select.variants?.size?.sm?.indicator },
};
