/** The kinds of file a query can ask for (spec 1-platform: file type filters images, documents, spreadsheets). */
export type FileKind = "images" | "documents" | "spreadsheets";

export const FILE_KINDS: readonly FileKind[] = ["images", "documents", "spreadsheets"];

/**
 * The MIME types of each kind: exact types, and prefixes ending in "/" (every image/*). One list, read by the
 * in-memory test and by the SQL compiler, so both sort a file alike.
 */
export const FILE_KIND_MIMES: Readonly<Record<FileKind, readonly string[]>> = {
  images: ["image/"],
  documents: [
    "application/pdf",
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.oasis.opendocument.text",
    "application/rtf",
    "text/rtf",
    "text/plain",
  ],
  spreadsheets: [
    "application/vnd.ms-excel",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.oasis.opendocument.spreadsheet",
    "text/csv",
  ],
};

/** Whether a MIME type (parameters such as "; charset" ignored, any case) is of the kind. */
export function isMimeOfKind(mime: string, kind: FileKind): boolean {
  const type = mime.split(";")[0]?.trim().toLowerCase() ?? "";
  return FILE_KIND_MIMES[kind].some((m) => (m.endsWith("/") ? type.startsWith(m) : type === m));
}
