import { Button, Field, HStack, Input, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useT } from "../../../i18n/useT";

export interface ColourInputProps {
  label: string;
  /** #rrggbb, or null for Docket's own colour. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}

/** A colour picker with its value written out and a way back to the product's own colour. */
export function ColourInput({ label, value, onChange, error }: ColourInputProps) {
  const t = useT();
  const id = useId();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label htmlFor={id}>{t(label)}</Field.Label>
      <HStack gap="3" wrap="wrap">
        <Input
          id={id}
          type="color"
          w="16"
          p="1"
          value={value ?? "#ffffff"}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
        <Text fontFamily="mono" fontSize="sm" minW="20">
          {value ?? t("Default")}
        </Text>
        <Button size="xs" variant="ghost" disabled={value === null} onClick={() => onChange(null)}>
          {t("Use the default colour")}
        </Button>
      </HStack>
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
