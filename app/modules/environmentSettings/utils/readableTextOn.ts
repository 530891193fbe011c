/**
 * Black or white text, whichever reads better on the background colour (#rrggbb): the WCAG relative
 * luminance decides, so an environment's own colours keep the shell's text legible.
 */
export function readableTextOn(background: string): "#000000" | "#ffffff" {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return "#000000";
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? "#ffffff" : "#000000";
}
