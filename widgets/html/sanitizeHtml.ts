import type { DOMPurify } from "dompurify";

/** Which tags and attributes survive sanitising; everything else is unwrapped (tags) or dropped (attributes). */
export interface SanitizeRules {
  tags: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
}

const rules = (tags: string, attributes: string): SanitizeRules => ({
  tags: new Set(tags.split(" ")),
  attributes: new Set(attributes.split(" ").filter(Boolean)),
});

/** Information texts (spec 2, dynamic form). Images need their source to be of any use. */
export const INFO_TEXT_RULES = rules("b img br span table ol tbody li i strong tr td thead div p", "src alt");

const RICH_TEXT_TAGS = "b br span table ol tbody li i strong th tr td thead div p h1 h2 img a";
/** Rich text on the detail page (spec 5): s, style and border only outside lists. */
export const RICH_TEXT_RULES = rules(`${RICH_TEXT_TAGS} s`, "href style border src alt");
export const RICH_TEXT_LIST_RULES = rules(RICH_TEXT_TAGS, "href src alt");

/** CSS that loads from elsewhere or runs script; DOMPurify leaves the content of style attributes alone. */
const UNSAFE_STYLE =
  /url\s*\(|image(-set)?\s*\(|cross-fade\s*\(|element\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|\\/i;
/** What a colour, keyword or weight may be written with (rgb(1, 2, 3), #ff0, bold, line-through). */
const PLAIN_VALUE = /^[\w\s#%.,()-]+$/;
const INVISIBLE = /[\s\p{Cc}]/gu;

/**
 * The style properties rich text may set: colours, alignment, font size, weight and style, text decoration (with
 * the longhands a browser may split it into). Anything that places or sizes an element (position, z-index,
 * width, inset, display, ...) could lay a fake screen over the application.
 */
const STYLE_PROPERTIES = new Set([
  "color",
  "background-color",
  "text-align",
  "font-weight",
  "font-style",
  // The editor's font sizes (8 to 48 pt).
  "font-size",
  "text-decoration",
  "text-decoration-line",
  "text-decoration-style",
  "text-decoration-color",
]);

/** Images come from Docket's own file downloads or from data URLs of raster images, never from elsewhere. */
const OWN_FILE_PATH = /^\/api\/file\/\d+\/download$/;
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|bmp|avif);base64,[a-z0-9+/=\s]*$/i;

/** The allowed declarations of a style attribute, as the browser parses them; empty when none is left. */
function allowedStyle(style: string): string {
  if (UNSAFE_STYLE.test(style.replace(INVISIBLE, ""))) return "";
  // The DOM's own CSS parser reads the declarations (and splits shorthands), not a pattern of ours.
  const parsed = document.createElement("span").style;
  parsed.cssText = style;
  const kept: string[] = [];
  for (const property of Array.from(parsed)) {
    const value = parsed.getPropertyValue(property);
    if (STYLE_PROPERTIES.has(property) && PLAIN_VALUE.test(value) && !UNSAFE_STYLE.test(value)) {
      kept.push(`${property}: ${value}`);
    }
  }
  return kept.join("; ");
}

/** Whether an image source is a data URL of an image or a file download on this page's own origin. */
export function isAllowedImageSource(source: string): boolean {
  const trimmed = source.trim();
  if (/^data:/i.test(trimmed)) return IMAGE_DATA_URL.test(trimmed);
  try {
    const url = new URL(trimmed, window.location.href);
    return url.origin === window.location.origin && OWN_FILE_PATH.test(url.pathname) && url.hash === "";
  } catch {
    return false;
  }
}

let purifier: DOMPurify | undefined;
let loading: Promise<void> | undefined;

/** One purifier of our own, so its hooks never affect another DOMPurify user on the page. */
function configured(own: DOMPurify): DOMPurify {
  own.addHook("uponSanitizeAttribute", (node, data) => {
    if (data.attrName === "style") {
      data.attrValue = allowedStyle(data.attrValue);
      if (data.attrValue === "") data.keepAttr = false;
    } else if (data.attrName === "src" && node.nodeName === "IMG" && !isAllowedImageSource(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  return own;
}

/**
 * Loads DOMPurify, with the first sanitised text shown: most forms show none, and an embedded form should
 * not carry it for nothing. A failed fetch (offline) is tried again on the next call.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import("dompurify").then(
    ({ default: createDOMPurify }) => {
      purifier = configured(createDOMPurify(window));
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether sanitizeHtml can run now (loadSanitizer has finished). */
export const sanitizerLoaded = () => purifier !== undefined;

/**
 * Keeps only the allowed tags and attributes of an HTML fragment, through DOMPurify: scripts, styles and
 * other code go with their content, other tags are unwrapped, and href/src keep safe addresses only. Call it
 * after loadSanitizer(); components use useSanitizedHtml.
 */
export function sanitizeHtml(html: string, allowed: SanitizeRules): string {
  if (!purifier) throw new Error("sanitizeHtml needs loadSanitizer() to have finished");
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...allowed.tags],
    ALLOWED_ATTR: [...allowed.attributes],
    // The spec lists the attributes; data-* and aria-* would let pasted markup imitate the app's own.
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
