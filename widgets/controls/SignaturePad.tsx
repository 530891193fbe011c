import { Box, Button, HStack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import SignaturePadLibrary from "signature_pad";
import { t } from "../i18n";

/** The file a signature is stored as (spec 2, other field widgets). */
export const SIGNATURE_FILE_NAME = "signature.png";
/** The pen's width range in pixels (spec 2: 0.5 to 2.5). */
export const PEN_WIDTH = { min: 0.5, max: 2.5 } as const;

export interface SignaturePadProps {
  id: string;
  disabled: boolean;
  /** Called with the drawn signature as a PNG file named signature.png. */
  onSave: (file: File) => void;
}

/** The canvas as a PNG file. */
function pngOf(canvas: HTMLCanvasElement): Promise<File | null> {
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) => resolve(blob ? new File([blob], SIGNATURE_FILE_NAME, { type: "image/png" }) : null),
      "image/png",
    ),
  );
}

/**
 * A pad to sign on (the file field's signature setting), on signature_pad: the pen's width follows the
 * stroke's speed between 0.5 and 2.5 px. Save stores the signature as signature.png; Clear starts over.
 */
export function SignaturePad({ id, disabled, onSave }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLibrary | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const instance = new SignaturePadLibrary(element, {
      minWidth: PEN_WIDTH.min,
      maxWidth: PEN_WIDTH.max,
      backgroundColor: "rgb(255, 255, 255)",
    });
    const drawn = () => setEmpty(instance.isEmpty());
    instance.addEventListener("endStroke", drawn);
    pad.current = instance;
    return () => {
      instance.removeEventListener("endStroke", drawn);
      instance.off();
      pad.current = null;
    };
  }, []);

  const save = async () => {
    const element = canvas.current;
    if (!element || !pad.current || pad.current.isEmpty()) return;
    const file = await pngOf(element);
    if (file) {
      onSave(file);
      pad.current.clear();
      setEmpty(true);
    }
  };

  return (
    <Box>
      <Box borderWidth="1px" borderRadius="l2" bg="white" width="fit-content" maxW="full">
        <canvas
          id={id}
          ref={canvas}
          width={400}
          height={160}
          aria-label={t("Signature")}
          role="img"
          style={{ touchAction: "none", display: "block", maxWidth: "100%" }}
        />
      </Box>
      <HStack gap="2" mt="1">
        <Button
          type="button"
          size="xs"
          colorPalette="teal"
          disabled={disabled || empty}
          onClick={() => void save()}
        >
          {t("Save signature")}
        </Button>
        <Button
          type="button"
          size="xs"
          variant="outline"
          disabled={disabled || empty}
          onClick={() => {
            pad.current?.clear();
            setEmpty(true);
          }}
        >
          {t("Clear")}
        </Button>
      </HStack>
    </Box>
  );
}
