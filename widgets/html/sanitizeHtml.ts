import createDOMPurify, { type DOMPurify } from "dompurify";

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
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:/i;
const INVISIBLE = /[\s\p{Cc}]/gu;

let purifier: DOMPurify | undefined;

/** One purifier of our own, so its style hook never affects another DOMPurify user on the page. */
function purifierOf(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifier.addHook("uponSanitizeAttribute", (_node, data) => {
      // Control characters and spaces could hide "url(" from the check.
      if (data.attrName === "style" && UNSAFE_STYLE.test(data.attrValue.replace(INVISIBLE, ""))) {
        data.keepAttr = false;
      }
    });
  }
  return purifier;
}

/**
 * Keeps only the allowed tags and attributes of an HTML fragment, through DOMPurify: scripts, styles and
 * other code go with their content, other tags are unwrapped, and href/src keep safe addresses only.
 */
export function sanitizeHtml(html: string, allowed: SanitizeRules): string {
  return purifierOf().sanitize(html, {
    ALLOWED_TAGS: [...allowed.tags],
    ALLOWED_ATTR: [...allowed.attributes],
    // The spec lists the attributes; data-* and aria-* would let pasted markup imitate the app's own.
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
