import Docxtemplater from "docxtemplater";
import InspectModule from "docxtemplater/js/inspect-module.js";
import PizZip from "pizzip";
import { badRequest } from "../http/errors";

/** {tag} prints a value, {#loop}…{/loop} repeats a part; a tag without a value prints nothing. Template errors are answered, not logged. */
const OPTIONS = { paragraphLoop: true, linebreaks: true, nullGetter: () => "", errorLogging: false };

export const TEMPLATE_UNREADABLE = "This is not a Word document (.docx)";
export const templateErrors = (explained: string[]) =>
  `The template has errors: ${explained.slice(0, 3).join("; ")}`;

/** The explanation docxtemplater gives for each error of a template, such as an unclosed tag. */
function explanations(error: unknown): string[] {
  const properties = (error as { properties?: { errors?: unknown[]; explanation?: string } }).properties;
  const found = (properties?.errors ?? [])
    .map((inner) => (inner as { properties?: { explanation?: string } }).properties?.explanation)
    .filter((text): text is string => typeof text === "string");
  if (found.length > 0) return found;
  return [properties?.explanation ?? (error instanceof Error ? error.message : String(error))];
}

function openZip(bytes: Buffer): PizZip {
  try {
    const zip = new PizZip(bytes);
    if (zip.file("word/document.xml")) return zip;
  } catch {
    // Not a zip at all: the same answer as a zip that holds no Word document.
  }
  throw badRequest({ file: TEMPLATE_UNREADABLE });
}

/** Compiles a template; a 400 on `field` names what is wrong with it. */
function compile(bytes: Buffer, field: string, modules: InspectModule[] = []): Docxtemplater {
  const zip = openZip(bytes);
  try {
    return new Docxtemplater(zip, { ...OPTIONS, modules });
  } catch (error) {
    throw badRequest({ [field]: templateErrors(explanations(error)) });
  }
}

/** The tags a template uses (loop names and the tags inside loops included), for the template page. */
export function templateTags(bytes: Buffer): string[] {
  const inspect = new InspectModule();
  compile(bytes, "file", [inspect]);
  const names: string[] = [];
  const walk = (tags: Record<string, unknown>) => {
    for (const [name, inner] of Object.entries(tags)) {
      names.push(name);
      if (inner && typeof inner === "object") walk(inner as Record<string, unknown>);
    }
  };
  walk(inspect.getAllTags());
  return [...new Set(names)];
}

/** The template filled with the data: a new .docx. */
export function fillTemplate(bytes: Buffer, data: Record<string, unknown>): Buffer {
  const document = compile(bytes, "template");
  try {
    document.render(data);
  } catch (error) {
    throw badRequest({ template: templateErrors(explanations(error)) });
  }
  return document.getZip().generate({ type: "nodebuffer", compression: "DEFLATE" });
}
