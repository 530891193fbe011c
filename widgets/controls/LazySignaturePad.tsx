import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { SignaturePadProps } from "./SignaturePad";

// The drawing library loads with the first signature item shown: most forms have none.
const SignaturePad = lazy(() =>
  import("./SignaturePad").then((module) => ({ default: module.SignaturePad })),
);

/** The signature pad, loaded on first use, with an empty frame until then. */
export function LazySignaturePad(props: SignaturePadProps) {
  return (
    <Suspense
      fallback={
        <Box data-signature-loading="" w="400px" maxW="full" h="160px" borderWidth="1px" borderRadius="l2" />
      }
    >
      <SignaturePad {...props} />
    </Suspense>
  );
}
