export const LOGO_NOT_AN_IMAGE = "The image must be a png or jpeg file";
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TOO_LARGE = "The image may be at most 2 MB";

export interface Logo {
  mime: "image/png" | "image/jpeg";
  bytes: Buffer;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * Reads a logo sent as a data URL. The declared type is not trusted: the bytes must start like a png or a
 * jpeg, and the two must agree. Answers the logo or the message for the image field.
 */
export function parseLogo(dataUrl: string): Logo | { error: string } {
  const match = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) return { error: LOGO_NOT_AN_IMAGE };
  const mime = match[1] as Logo["mime"];
  const base64 = (match[2] ?? "").replace(/\s/g, "");
  if ((base64.length * 3) / 4 > MAX_LOGO_BYTES + 3) return { error: LOGO_TOO_LARGE };
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > MAX_LOGO_BYTES) return { error: LOGO_TOO_LARGE };
  const looksRight =
    mime === "image/png" ? startsWith(bytes, PNG_SIGNATURE) : startsWith(bytes, JPEG_SIGNATURE);
  return looksRight ? { mime, bytes } : { error: LOGO_NOT_AN_IMAGE };
}
