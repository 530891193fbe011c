import { shorten } from "../../shell/utils/shorten";

/** Spec 9: message titles are cut at 30 characters and texts at 100 in lists. */
export const TITLE_CUT = 30;
export const TEXT_CUT = 100;

/** The readable text of a rich message, without its markup, cut for a list. */
export function messagePreview(html: string): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h[12])\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/\s+/g, " ")
    .trim();
  return shorten(text, TEXT_CUT);
}
