/**
 * The nearest ancestor that scrolls vertically (the shell's main area), else the document's scroller.
 * Its content must be taller than it: a box that scrolls sideways (the table's card) computes an overflow-y
 * of auto as well, yet grows with its content and never scrolls up or down.
 */
export function scrollParentOf(element: Element | null): Element | null {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    const scrolls = overflow === "auto" || overflow === "scroll" || overflow === "overlay";
    if (scrolls && node.scrollHeight > node.clientHeight) return node;
  }
  return document.scrollingElement;
}
