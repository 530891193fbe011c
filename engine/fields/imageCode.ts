import type { FieldTypeModule, ItemDefinition, JsonSchema } from "../types";
import { fill, messages } from "./messages";
import { isBlank, toStrings } from "./shared";

/** The most bytes a QR code holds (version 40, low error correction, byte mode). */
export const QR_CODE_MAX_BYTES = 2953;

const CODE39 = /^[A-Z0-9 \-.$/+%]+$/;
const CODE128 = /^[\x20-\x7E]+$/;

type ImageType = "qrcode" | "code128" | "code39";

/** The symbology of the field; code128 unless it names another. */
function imageTypeOf(item: ItemDefinition): ImageType {
  const { imageType } = item.fieldSettings;
  return imageType === "qrcode" || imageType === "code39" ? imageType : "code128";
}

/** Bytes of a string in UTF-8, which is how QR codes carry text beyond ASCII. */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function encodable(value: string, imageType: ImageType): boolean {
  if (imageType === "code39") return CODE39.test(value);
  if (imageType === "code128") return CODE128.test(value);
  return utf8Length(value) <= QR_CODE_MAX_BYTES;
}

/** The text a barcode or QR code shows; the characters allowed depend on the symbology. */
const imageCode: FieldTypeModule = {
  type: "imageCode",
  editable: true,
  sortable: true,
  valueSchema(item): JsonSchema {
    const imageType = imageTypeOf(item);
    if (imageType === "code39") return { type: "string", pattern: CODE39.source };
    if (imageType === "code128") return { type: "string", pattern: CODE128.source };
    // A character takes at least one byte; the exact byte limit is left to validate().
    return { type: "string", maxLength: QR_CODE_MAX_BYTES };
  },
  validate(value, item) {
    const imageType = imageTypeOf(item);
    return typeof value === "string" && encodable(value, imageType)
      ? undefined
      : fill(messages.barcode, { imageType });
  },
  isEmpty: isBlank,
  toStrings,
  searchOperators: [],
  aggregations: [],
  format(value) {
    return isBlank(value) ? "" : String(value);
  },
};

export default imageCode;
