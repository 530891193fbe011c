export interface DecodedFile {
  mime: string;
  bytes: Buffer;
}

const DATA_URL =
  /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,([A-Za-z0-9+/=\s]*)$/i;

/** Reads a base64 data URL; the type defaults to application/octet-stream. Undefined when it is not one. */
export function decodeDataUrl(text: string): DecodedFile | undefined {
  const match = DATA_URL.exec(text);
  if (!match) return undefined;
  const base64 = (match[3] ?? "").replace(/\s/g, "");
  return {
    mime: (match[1] ?? "application/octet-stream").toLowerCase(),
    bytes: Buffer.from(base64, "base64"),
  };
}
