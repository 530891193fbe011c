import { Checkbox, Field, Fieldset, Input, Stack, Textarea } from "@chakra-ui/react";
import type { Locale } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import type { ListOptionDraft } from "./ListOptionDraft";

export interface ListOptionGenericTabProps {
  draft: ListOptionDraft;
  locales: Locale[];
  errors: Record<string, string>;
  onChange: (draft: ListOptionDraft) => void;
}

type TextKey = "text" | "informationtext" | "pretext";

/** The option's text, information text and pretext per language of the environment, and whether it is the default. */
export function ListOptionGenericTab({ draft, locales, errors, onChange }: ListOptionGenericTabProps) {
  const t = useT();
  const known = new Set(locales.map((entry) => entry.code));
  const all = [
    ...locales,
    ...draft.translations
      .filter((translation) => !known.has(translation.culture))
      .map((translation) => ({ id: 0, code: translation.culture, name: translation.culture })),
  ];
  const textOf = (culture: string, key: TextKey) =>
    draft.translations.find((translation) => translation.culture === culture)?.[key] ?? "";
  const set = (culture: string, key: TextKey, value: string) => {
    const found = draft.translations.some((translation) => translation.culture === culture);
    const translations = found
      ? draft.translations.map((translation) =>
          translation.culture === culture ? { ...translation, [key]: value } : translation,
        )
      : [...draft.translations, { culture, text: "", informationtext: "", pretext: "", [key]: value }];
    onChange({ ...draft, translations });
  };
  return (
    <Stack gap="4">
      {all.map((entry, index) => (
        <Fieldset.Root key={entry.code}>
          <Fieldset.Legend fontWeight="medium">{entry.name}</Fieldset.Legend>
          <Stack gap="2">
            <Field.Root required={index === 0} invalid={!!errors.translations}>
              <Field.Label>
                {t("Text ({language})", { language: entry.name })}
                {index === 0 && <Field.RequiredIndicator />}
              </Field.Label>
              <Input
                value={textOf(entry.code, "text")}
                maxLength={255}
                onChange={(event) => set(entry.code, "text", event.target.value)}
              />
              {index === 0 && errors.translations && (
                <Field.ErrorText>{t(errors.translations)}</Field.ErrorText>
              )}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t("Pretext ({language})", { language: entry.name })}</Field.Label>
              <Input
                value={textOf(entry.code, "pretext")}
                onChange={(event) => set(entry.code, "pretext", event.target.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t("Information text ({language})", { language: entry.name })}</Field.Label>
              <Textarea
                rows={2}
                value={textOf(entry.code, "informationtext")}
                onChange={(event) => set(entry.code, "informationtext", event.target.value)}
              />
            </Field.Root>
          </Stack>
        </Fieldset.Root>
      ))}
      <Checkbox.Root
        ids={{ hiddenInput: "list-option-default", label: "list-option-default-label" }}
        size="sm"
        checked={draft.isDefault}
        onCheckedChange={(details) => onChange({ ...draft, isDefault: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("Default")}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
