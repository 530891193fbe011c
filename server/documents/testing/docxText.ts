import PizZip from "pizzip";

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The text of a .docx's paragraphs, one line each, to check what a filled document says. */
export function docxText(bytes: Buffer): string[] {
  const xml = new PizZip(bytes).file("word/document.xml")?.asText() ?? "";
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((paragraph) =>
    [...paragraph[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((run) => unescapeXml(run[1] ?? "")).join(""),
  );
}
