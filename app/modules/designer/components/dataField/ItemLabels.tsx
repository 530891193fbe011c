import { Field, Input, Stack, Text } from "@chakra-ui/react";
import type { Locale } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";

export interface ItemLabelsProps {
  locales: Locale[];
  labels: Record<string, string>;
  onChange: (labels: Record<string, string>) => void;
}

/** The 'Add display items?' Labels tab: the new items' label in each language of the environment. */
export function ItemLabels({ locales, labels, onChange }: ItemLabelsProps) {
  const t = useT();
  if (locales.length === 0) return <Text color="fg.muted">{t("No languages set")}</Text>;
  return (
    <Stack gap="3">
      {locales.map((locale) => (
        <Field.Root key={locale.code}>
          <Field.Label>{t("Label ({language})", { language: locale.name })}</Field.Label>
          <Input
            value={labels[locale.code] ?? ""}
            onChange={(event) => onChange({ ...labels, [locale.code]: event.target.value })}
          />
        </Field.Root>
      ))}
    </Stack>
  );
}
