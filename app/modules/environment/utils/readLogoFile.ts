export const LOGO_TYPES = ["image/png", "image/jpeg"];
export const WRONG_LOGO_TYPE = "Choose a png or jpeg image";

/** Reads a logo as a data URL; anything but png or jpeg is refused with WRONG_LOGO_TYPE. */
export function readLogoFile(file: File): Promise<string> {
  if (!LOGO_TYPES.includes(file.type)) return Promise.reject(new Error(WRONG_LOGO_TYPE));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}
