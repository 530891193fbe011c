import createCache, { type EmotionCache } from "@emotion/cache";

/** A document or shadow root: both take constructable style sheets. */
type StyleRoot = Document | ShadowRoot;

interface SheetOptions {
  key: string;
  container: Node;
  nonce?: string;
  speedy?: boolean;
}

const roots = new WeakMap<Node, { globals: CSSStyleSheet[]; main: CSSStyleSheet[] }>();

/** Puts a root's sheets in place: global ones (Chakra's tokens, reset) before the components' own. */
function adopt(root: StyleRoot, sheet: CSSStyleSheet, global: boolean): void {
  const own = roots.get(root) ?? { globals: [], main: [] };
  roots.set(root, own);
  (global ? own.globals : own.main).push(sheet);
  const ours = new Set([...own.globals, ...own.main]);
  const others = root.adoptedStyleSheets.filter((s) => !ours.has(s));
  root.adoptedStyleSheets = [...others, ...own.globals, ...own.main];
}

/**
 * Emotion's sheet interface on a constructable CSSStyleSheet: rules go in through the CSS object model,
 * which a Content-Security-Policy without 'unsafe-inline' allows, where a <style> element would be
 * blocked. Emotion's Global makes its sheets with `new cache.sheet.constructor(...)`, so they land here too.
 */
class AdoptedSheet {
  readonly key: string;
  readonly container: Node;
  readonly nonce: string | undefined;
  readonly isSpeedy = true;
  /** Emotion reads tags.length and `before`; no element ever exists. */
  tags: HTMLStyleElement[] = [];
  before: Element | null = null;
  ctr = 0;
  private readonly sheet = new CSSStyleSheet();

  constructor(options: SheetOptions, main = false) {
    this.key = options.key;
    this.container = options.container;
    this.nonce = options.nonce;
    adopt(options.container as StyleRoot, this.sheet, !main);
  }

  hydrate(): void {}

  insert(rule: string): void {
    try {
      this.sheet.insertRule(rule, this.sheet.cssRules.length);
    } catch {
      // A rule for another browser's prefix: Emotion's own sheet skips these the same way.
    }
    this.ctr++;
  }

  flush(): void {
    this.sheet.replaceSync("");
    this.ctr = 0;
  }
}

/** An Emotion cache whose styles live in constructable sheets adopted by `root` (a shadow root or the document). */
export function createAdoptedStyleCache(root: StyleRoot, key = "dk"): EmotionCache {
  const cache = createCache({ key, container: root as unknown as HTMLElement });
  cache.sheet = new AdoptedSheet({ key, container: root }, true) as unknown as EmotionCache["sheet"];
  return cache;
}
