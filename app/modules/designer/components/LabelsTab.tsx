import { Field, Input, Stack } from "@chakra-ui/react";
import type { Locale } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import type { EditorDraft } from "../utils/EditorDraft";

export interface LabelsTabProps {
  draft: EditorDraft;
  locales: Locale[];
  error?: string | undefined;
  onChange: (draft: EditorDraft) => void;
}

/** The item's label per language of the environment (and any other language it already has one in). */
export function LabelsTab({ draft, locales, error, onChange }: LabelsTabProps) {
  const t = useT();
  const known = new Set(locales.map((entry) => entry.code));
  const all = [
    ...locales,
    ...draft.translations
      .filter((translation) => !known.has(translation.culture))
      .map((translation) => ({ id: 0, code: translation.culture, name: translation.culture })),
  ];
  const setName = (culture: string, name: string) => {
    const found = draft.translations.some((translation) => translation.culture === culture);
    const translations = found
      ? draft.translations.map((translation) =>
          translation.culture === culture ? { ...translation, name } : translation,
        )
      : [...draft.translations, { culture, name }];
    onChange({ ...draft, translations });
  };
  return (
    <Stack gap="3">
      {all.map((entry) => (
        <Field.Root key={entry.code} invalid={!!error}>
          <Field.Label>{t("Label ({language})", { language: entry.name })}</Field.Label>
          <Input
            value={draft.translations.find((translation) => translation.culture === entry.code)?.name ?? ""}
            onChange={(event) => setName(entry.code, event.target.value)}
          />
        </Field.Root>
      ))}
      {error && (
        <Field.Root invalid>
          <Field.ErrorText>{t(error)}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}
