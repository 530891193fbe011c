import { code39, code128, drawingSVG, qrcode, type RenderOptions } from "bwip-js/browser";

export type ImageType = "qrcode" | "code128" | "code39";

/**
 * bwip-js's encoders one by one rather than toSVG({ bcid }): the same SVG, but a bundle then holds these
 * three symbologies instead of all of bwip-js's (about 190 kB instead of 940 kB minified).
 */
const ENCODERS = { qrcode, code128, code39 } as const;

/** Sizes in modules: quiet zones of 4 (QR) and 10 (linear) modules, bars 12 modules high. */
const OPTIONS: Record<ImageType, Omit<RenderOptions, "bcid" | "text">> = {
  qrcode: { scale: 4, padding: 4 },
  code128: { scale: 2, height: 12, paddingwidth: 10 },
  code39: { scale: 2, height: 12, paddingwidth: 10 },
};

/**
 * The SVG with its natural size in pixels: bwip-js writes a viewBox only, and such an SVG has no size of
 * its own, so in a shrinking box (a figure, a flex column, a table cell, print) it is drawn at 0 x 0.
 */
function withSize(svg: string): string {
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!box) return svg;
  return svg.replace("<svg ", `<svg width="${box[1]}" height="${box[2]}" `);
}

/** The code of a text as an SVG document, or undefined when the symbology cannot hold the text. */
export function drawBarcode(text: string, type: ImageType): string | undefined {
  try {
    return withSize(
      ENCODERS[type]({ bcid: type, text, backgroundcolor: "FFFFFF", ...OPTIONS[type] }, drawingSVG()),
    );
  } catch {
    // bwip-js throws for characters the symbology lacks and for texts too long for it.
    return undefined;
  }
}
