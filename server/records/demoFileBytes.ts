import { crc32, deflateSync } from "node:zlib";

/** A PNG chunk: length, type, data and the CRC over type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 16 x 16 PNG of one colour, derived from the name so each demo file looks different. */
function png(name: string): Buffer {
  const hue = crc32(name);
  const [r, g, b] = [hue & 0xff, (hue >> 8) & 0xff, (hue >> 16) & 0xff];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: 16 }, () => [r, g, b]).flat()]);
  const pixels = Buffer.concat(Array.from({ length: 16 }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Real bytes for a demo file the fixtures name (they describe files, not their contents), so the demo's
 * downloads and previews work: a small PNG, an SVG with the file's name, or a line of text.
 */
export function demoFileBytes(file: { filename: string; description: string; mime: string }): Buffer {
  if (file.mime === "image/png") return png(file.filename);
  if (file.mime === "image/svg+xml")
    return Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" fill="#0f766e"/><text x="8" y="26" fill="#fff" font-family="sans-serif" font-size="14">${escapeXml(file.filename)}</text></svg>`,
    );
  return Buffer.from(`${file.description}: ${file.filename}\n`);
}
