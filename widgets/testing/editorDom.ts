// What jsdom lacks and the rich-text editor (ProseMirror) asks for when it scrolls the caret into view.
if (typeof window !== "undefined") {
  const noRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  Element.prototype.getClientRects ??= noRects;
  (Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects ??= noRects;
  (Text.prototype as unknown as { getBoundingClientRect: () => DOMRect }).getBoundingClientRect ??= emptyRect;
  document.elementFromPoint ??= () => null;
}
