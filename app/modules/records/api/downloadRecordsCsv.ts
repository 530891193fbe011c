import { api } from "../../../api/apiClient";

export interface DownloadedCsv {
  file: Blob;
  /** The name the server gives the file (its Content-Disposition). */
  name: string | undefined;
  /** How many records the file holds. */
  count: number;
}

/** The file name of a Content-Disposition header: the UTF-8 name (RFC 5987) when given, else the plain one. */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1];
}

/**
 * Counts the lines of CSV text arriving in pieces: line breaks inside quoted cells do not count (a doubled
 * quote toggles twice, so it changes nothing).
 */
class CsvLineCounter {
  lines = 0;
  private quoted = false;

  add(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 34) this.quoted = !this.quoted;
      else if (code === 10 && !this.quoted) this.lines += 1;
    }
  }
}

/**
 * GET /contentdossier/export.csv: the server's CSV file of the records a list call with these parameters
 * matches, read as it streams in; `onProgress` hears how many records have come of how many (the
 * X-Total-Count header). The header line is not a record.
 */
export async function downloadRecordsCsv(
  query: Record<string, unknown>,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedCsv> {
  const response = await api.raw<ReadableStream<Uint8Array>, "stream">("/contentdossier/export.csv", {
    query,
    responseType: "stream",
    headers: { accept: "text/csv, application/json" },
    ...(signal ? { signal } : {}),
  });
  const total = Number(response.headers.get("x-total-count")) || 0;
  const body = response._data;
  const chunks: Uint8Array[] = [];
  const counter = new CsvLineCounter();
  const records = () => Math.max(0, counter.lines - 1);
  if (body) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    onProgress(0, total);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      counter.add(decoder.decode(value, { stream: true }));
      onProgress(records(), Math.max(total, records()));
    }
  }
  return {
    file: new Blob(chunks as BlobPart[], { type: "text/csv;charset=utf-8" }),
    name: fileNameOf(response.headers.get("content-disposition")),
    count: records(),
  };
}
