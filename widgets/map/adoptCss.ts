/** The sheets made per root, by their text: each style sheet is adopted once per document or shadow root. */
const adopted = new WeakMap<Document | ShadowRoot, Set<string>>();

/**
 * Adds a library's style sheet (Leaflet's) to the document or shadow root that holds `node`. A page's
 * <link> and <style> elements do not reach into a web component's shadow root, and a strict
 * Content-Security-Policy blocks inline <style>; a constructable sheet, adopted by the root, works in both.
 */
export function adoptCss(node: Node, css: string): void {
  const root = node.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot) || !css) return;
  // jsdom has no constructable sheets; the component tests do not lay out anything.
  if (typeof CSSStyleSheet === "undefined" || !("replaceSync" in CSSStyleSheet.prototype)) return;
  const done = adopted.get(root) ?? new Set<string>();
  if (done.has(css)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  // Before the root's own sheets, so the component styles that follow win as they would after a <link>.
  root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
  done.add(css);
  adopted.set(root, done);
}
