import { Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { TemplateTranslation } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { environmentKeys } from "../../environment/api/environmentKeys";
import { listLocales } from "../../environment/api/listLocales";

export interface TranslationsInputProps {
  value: TemplateTranslation[];
  onChange: (translations: TemplateTranslation[]) => void;
}

/** A template's name and description per language: one row each, added and removed. */
export function TranslationsInput({ value, onChange }: TranslationsInputProps) {
  const t = useT();
  const locales = useQuery({ queryKey: environmentKeys.locales, queryFn: listLocales, staleTime: 300_000 });
  const all = locales.data ?? [];
  const change = (index: number, part: Partial<TemplateTranslation>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...part } : row)));
  const unused = all.find((locale) => !value.some((row) => row.culture === locale.code));
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        {t("Translations")}
      </Text>
      {value.map((row, index) => {
        const language = all.find((locale) => locale.code === row.culture)?.name ?? row.culture;
        return (
          <HStack key={row.culture} align="end" gap="2" wrap="wrap">
            <Field.Root w="44">
              <Field.Label>{t("Language")}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={row.culture}
                  onChange={(event) => change(index, { culture: event.target.value })}
                >
                  {all
                    .filter(
                      (locale) =>
                        locale.code === row.culture || !value.some((r) => r.culture === locale.code),
                    )
                    .map((locale) => (
                      <option key={locale.code} value={locale.code}>
                        {locale.name}
                      </option>
                    ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1" minW="40">
              <Field.Label>{t("Name ({language})", { language })}</Field.Label>
              <Input
                size="sm"
                value={row.name}
                maxLength={255}
                onChange={(event) => change(index, { name: event.target.value })}
              />
            </Field.Root>
            <Field.Root flex="2" minW="48">
              <Field.Label>{t("Description ({language})", { language })}</Field.Label>
              <Input
                size="sm"
                value={row.description ?? ""}
                onChange={(event) => change(index, { description: event.target.value })}
              />
            </Field.Root>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t("Remove {name}", { name: language })}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              ×
            </IconButton>
          </HStack>
        );
      })}
      {unused && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => onChange([...value, { culture: unused.code, name: "", description: "" }])}
        >
          {t("Add translation")}
        </Button>
      )}
    </Stack>
  );
}
