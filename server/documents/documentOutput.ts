import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import mammoth from "mammoth";
import { HttpError } from "../http/errors";

const run = promisify(execFile);

export const OUTPUT_TYPES = ["docx", "pdf", "html"] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

export const MIME_TYPES: Record<OutputType, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  html: "text/html; charset=utf-8",
};

export const PDF_UNAVAILABLE = "PDF documents need LibreOffice on the server";

/** A conversion that takes longer is stopped: a stuck converter must not hold a request for ever. */
const CONVERSION_TIMEOUT_MS = 60_000;

/**
 * A filled .docx as HTML (mammoth: headings, paragraphs, lists, tables and images; Word's page layout is
 * not kept). The values are escaped by mammoth, so a record's text cannot inject markup.
 */
export async function docxToHtml(docx: Buffer, title: string): Promise<Buffer> {
  const { value } = await mammoth.convertToHtml({ buffer: docx });
  const escapedTitle = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return Buffer.from(
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapedTitle}</title></head><body>${value}</body></html>`,
  );
}

/**
 * A filled .docx as PDF through LibreOffice (`soffice --convert-to pdf`), which keeps Word's layout. Each
 * conversion gets its own profile folder, so conversions can run side by side. 503 when the server has no
 * LibreOffice (the SOFFICE_PATH setting, default `soffice` on the PATH).
 */
export async function docxToPdf(docx: Buffer, sofficePath: string): Promise<Buffer> {
  const folder = await mkdtemp(join(tmpdir(), "docket-pdf-"));
  try {
    const source = join(folder, "document.docx");
    await writeFile(source, docx);
    try {
      await run(
        sofficePath,
        [
          `-env:UserInstallation=${pathToFileURL(join(folder, "profile")).href}`,
          "--headless",
          "--convert-to",
          "pdf",
          "--outdir",
          folder,
          source,
        ],
        { timeout: CONVERSION_TIMEOUT_MS },
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        throw new HttpError(503, { message: PDF_UNAVAILABLE });
      }
      throw error;
    }
    return await readFile(join(folder, "document.pdf"));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
