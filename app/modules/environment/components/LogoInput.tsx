import { Button, HStack, Image, Input } from "@chakra-ui/react";
import { useRef } from "react";
import { useT } from "../../../i18n/useT";
import { LOGO_TYPES, readLogoFile, WRONG_LOGO_TYPE } from "../utils/readLogoFile";

export interface LogoInputProps {
  id?: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  onError: (message: string) => void;
}

/** Chooses a png or jpeg logo, shows it, and can take it away again. */
export function LogoInput({ id, value, onChange, onError }: LogoInputProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <HStack gap="3" align="center">
      {value && <Image src={value} alt={t("Logo")} boxSize="12" objectFit="contain" borderRadius="md" />}
      <Input
        ref={input}
        id={id}
        type="file"
        accept={LOGO_TYPES.join(",")}
        p="1.5"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          readLogoFile(file).then(onChange, (error: Error) =>
            onError(error.message === WRONG_LOGO_TYPE ? WRONG_LOGO_TYPE : "Something went wrong"),
          );
          event.target.value = "";
        }}
      />
      {value && (
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          {t("Remove")}
        </Button>
      )}
    </HStack>
  );
}
