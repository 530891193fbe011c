import { readableTextOn } from "../../environmentSettings/utils/readableTextOn";

/**
 * The styles of a shell surface (top bar, side menu) in an environment's own colour: the background, and
 * the theme's text, muted text, hover and border colours redefined beneath it so every link and button on
 * it stays readable (black or white text, whichever contrasts more). Nothing without a colour.
 */
export function surfaceColours(background: string | null) {
  if (!background) return {};
  const text = readableTextOn(background);
  const light = text === "#ffffff";
  return {
    bg: background,
    color: text,
    css: {
      "--chakra-colors-fg": text,
      "--chakra-colors-fg-muted": light ? "rgba(255, 255, 255, 0.8)" : "rgba(0, 0, 0, 0.7)",
      "--chakra-colors-bg-muted": light ? "rgba(255, 255, 255, 0.15)" : "rgba(0, 0, 0, 0.07)",
      "--chakra-colors-border": light ? "rgba(255, 255, 255, 0.3)" : "rgba(0, 0, 0, 0.15)",
    },
  };
}
