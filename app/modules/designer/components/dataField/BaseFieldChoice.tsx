import { Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { BaseField } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";

export interface BaseFieldChoiceProps {
  baseFields: BaseField[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The base field a data field places: a search narrows the choice by name or type; the chosen one stays listed. */
export function BaseFieldChoice({ baseFields, value, error, onChange }: BaseFieldChoiceProps) {
  const t = useT();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return baseFields.filter(
      (field) =>
        String(field.id) === value ||
        wanted === "" ||
        (field.name ?? "").toLowerCase().includes(wanted) ||
        field.type.toLowerCase().includes(wanted),
    );
  }, [baseFields, search, value]);
  return (
    <Stack gap="2">
      <Input
        size="sm"
        type="search"
        aria-label={t("Search base fields")}
        placeholder={t("Search base fields")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Field.Root required invalid={!!error}>
        <Field.Label>
          {t("Base field")}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{t("Choose")}</option>
            {shown.map((field) => (
              <option key={field.id} value={field.id}>
                {`${field.name ?? `#${field.id}`} (${field.type})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
