import { Badge, Button, Fieldset, HStack, IconButton, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useT } from "../../../i18n/useT";
import { environmentKeys } from "../../environment/api/environmentKeys";
import { listLocales } from "../../environment/api/listLocales";
import { moveItem } from "../utils/moveItem";

export interface OrderedLanguagesInputProps {
  /** Locale codes in order; the first is the environment's default. */
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string | undefined;
}

/** The environment's languages: added from the product's locales, removed, and put in order. */
export function OrderedLanguagesInput({ value, onChange, error }: OrderedLanguagesInputProps) {
  const t = useT();
  const selectId = useId();
  const locales = useQuery({ queryKey: environmentKeys.locales, queryFn: listLocales, staleTime: 300_000 });
  const [choice, setChoice] = useState("");
  const nameOf = (code: string) => locales.data?.find((locale) => locale.code === code)?.name ?? code;
  const addable = (locales.data ?? []).filter((locale) => !value.includes(locale.code));
  const picked = addable.some((locale) => locale.code === choice) ? choice : (addable[0]?.code ?? "");

  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>
        {t("Languages")}
        <Badge ms="1" size="xs" variant="plain" color="fg.error" aria-hidden>
          *
        </Badge>
      </Fieldset.Legend>
      <Fieldset.HelperText>{t("The first language is the environment's default.")}</Fieldset.HelperText>
      <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label={t("Languages")}>
        {value.map((code, index) => (
          <HStack as="li" key={code} gap="2" borderWidth="1px" borderRadius="md" px="3" py="1.5">
            <Text flex="1">{nameOf(code)}</Text>
            {index === 0 && (
              <Badge size="xs" colorPalette="teal">
                {t("Default")}
              </Badge>
            )}
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t("Move {name} up", { name: nameOf(code) })}
              disabled={index === 0}
              onClick={() => onChange(moveItem(value, index, index - 1))}
            >
              ↑
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t("Move {name} down", { name: nameOf(code) })}
              disabled={index === value.length - 1}
              onClick={() => onChange(moveItem(value, index, index + 1))}
            >
              ↓
            </IconButton>
            <Button
              size="xs"
              variant="ghost"
              aria-label={t("Remove {name}", { name: nameOf(code) })}
              onClick={() => onChange(value.filter((other) => other !== code))}
            >
              {t("Remove")}
            </Button>
          </HStack>
        ))}
      </Stack>
      {addable.length > 0 && (
        <HStack gap="2" maxW="md">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={selectId}
              aria-label={t("Add language")}
              value={picked}
              onChange={(event) => setChoice(event.target.value)}
            >
              {addable.map((locale) => (
                <option key={locale.code} value={locale.code}>
                  {locale.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" disabled={!picked} onClick={() => onChange([...value, picked])}>
            {t("Add language")}
          </Button>
        </HStack>
      )}
      {error && <Fieldset.ErrorText>{t(error)}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
