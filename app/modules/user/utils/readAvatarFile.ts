export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"];
export const WRONG_AVATAR_TYPE = "Choose a png, jpeg or webp image";
/** The largest picture shown is 200 px (spec: _200.webp); bigger photos are shrunk to this square. */
const SIDE = 200;

const readDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });

/** Crops the middle square and scales it to 200 px as a webp (png where the browser cannot write webp). */
async function shrink(file: File): Promise<string | null> {
  if (typeof createImageBitmap !== "function") return null;
  const bitmap = await createImageBitmap(file).catch(() => null);
  const canvas = document.createElement("canvas");
  const context = bitmap ? canvas.getContext("2d") : null;
  if (!bitmap || !context) return null;
  const side = Math.min(bitmap.width, bitmap.height);
  canvas.width = SIDE;
  canvas.height = SIDE;
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    SIDE,
    SIDE,
  );
  const url = canvas.toDataURL("image/webp", 0.85);
  return url.startsWith("data:image/webp") ? url : canvas.toDataURL("image/png");
}

/** Reads a chosen picture as a data URL, shrunk where the browser can; other types are refused. */
export async function readAvatarFile(file: File): Promise<string> {
  if (!AVATAR_TYPES.includes(file.type)) throw new Error(WRONG_AVATAR_TYPE);
  return (await shrink(file)) ?? readDataUrl(file);
}
