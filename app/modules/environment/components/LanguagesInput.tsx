import { Badge, Checkbox, Fieldset, HStack, SimpleGrid, Spinner } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../../i18n/useT";
import { environmentKeys } from "../api/environmentKeys";
import { listLocales } from "../api/listLocales";

export interface LanguagesInputProps {
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}

/** The environment's languages in the order chosen; the first is its default. */
export function LanguagesInput({ value, onChange, error }: LanguagesInputProps) {
  const t = useT();
  const locales = useQuery({ queryKey: environmentKeys.locales, queryFn: listLocales, staleTime: 300_000 });
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>
        {t("Languages")}
        <Badge ms="1" size="xs" variant="plain" color="fg.error" aria-hidden>
          *
        </Badge>
      </Fieldset.Legend>
      {locales.isLoading && <Spinner size="sm" />}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        {(locales.data ?? []).map((locale) => {
          const checked = value.includes(locale.code);
          return (
            <Checkbox.Root
              key={locale.id}
              checked={checked}
              onCheckedChange={(event) =>
                onChange(
                  event.checked ? [...value, locale.code] : value.filter((code) => code !== locale.code),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <HStack gap="1">
                  {locale.name}
                  {value[0] === locale.code && (
                    <Badge size="xs" colorPalette="teal">
                      {t("Default")}
                    </Badge>
                  )}
                </HStack>
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </SimpleGrid>
      {error && <Fieldset.ErrorText>{t(error)}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
