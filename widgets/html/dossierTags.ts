/**
 * The tag for a dossier number in record text (spec 2-records section 2): `#` and the record's number, such
 * as "see #1042". It stands alone: not inside a word, an address ("page#12") or a longer number.
 */
const TAG = /(?<![\p{L}\p{N}_/&#.-])#(\d{1,10})(?![\p{L}\p{N}_])/gu;

/** The address a tag leads to. */
export const dossierHref = (id: number) => `/contentdossier/${id}`;

/** A piece of text and where it starts; tags carry the record's number. */
export type TextPart = { text: string; start: number } | { text: string; start: number; dossierId: number };

/** Splits text into plain parts and dossier tags, in order; text without tags is one plain part. */
export function splitDossierTags(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), start: last });
    parts.push({ text: match[0], start, dossierId: Number(match[1]) });
    last = start + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push({ text: text.slice(last), start: last });
  return parts;
}

/**
 * The tags in sanitised HTML made links; text already inside a link stays as it is. Works on a parsed copy,
 * so the markup around the tags is kept exactly.
 */
export function linkDossierTagsInHtml(html: string): string {
  if (!html.includes("#") || typeof DOMParser === "undefined") return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest("a")) texts.push(node as Text);
  }
  let changed = false;
  for (const node of texts) {
    const parts = splitDossierTags(node.data);
    if (!parts.some((part) => "dossierId" in part)) continue;
    changed = true;
    const fragment = doc.createDocumentFragment();
    for (const part of parts) {
      if ("dossierId" in part) {
        const link = doc.createElement("a");
        link.setAttribute("href", dossierHref(part.dossierId));
        link.setAttribute("data-dossier-tag", String(part.dossierId));
        link.textContent = part.text;
        fragment.append(link);
      } else fragment.append(doc.createTextNode(part.text));
    }
    node.replaceWith(fragment);
  }
  return changed ? doc.body.innerHTML : html;
}
