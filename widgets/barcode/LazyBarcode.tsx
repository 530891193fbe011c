import { lazy, Suspense } from "react";
import type { ImageType } from "./drawBarcode";

// bwip-js loads with the first code drawn: most forms have no image-code item.
const Barcode = lazy(() => import("./Barcode").then((module) => ({ default: module.Barcode })));

/** The barcode or QR code, drawn once bwip-js has loaded. */
export function LazyBarcode(props: { text: string; type: ImageType }) {
  return (
    <Suspense fallback={null}>
      <Barcode {...props} />
    </Suspense>
  );
}
