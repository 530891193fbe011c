import { Field, Input, Stack, Textarea } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import type { BaseFieldSettingsProps } from "./BaseFieldSettingsProps";
import { formulaProblem } from "./formulaProblem";
import { SettingSelect } from "./SettingSelect";

/**
 * Calculation: the formula, read by the engine's parser as it is typed, the kind of result, and the
 * decimals every value shows (blank: none for a whole number, two otherwise).
 */
export function CalcSettings({ settings, errors, onChange }: BaseFieldSettingsProps) {
  const t = useT();
  const formula = String(settings.formula ?? "");
  const problem = formula.trim() === "" ? undefined : formulaProblem(formula);
  const error = errors["settings.formula"];
  return (
    <Stack gap="3">
      <Field.Root required invalid={!!problem || !!error}>
        <Field.Label>
          {t("Formula")}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          fontFamily="mono"
          rows={3}
          value={formula}
          placeholder="round({hours} * {rate}, 2)"
          onChange={(event) => onChange({ ...settings, formula: event.target.value })}
        />
        {problem ? (
          <Field.ErrorText>{t("The formula cannot be read: {problem}", { problem })}</Field.ErrorText>
        ) : (
          error && <Field.ErrorText>{t(error)}</Field.ErrorText>
        )}
      </Field.Root>
      <SettingSelect
        label={t("Result")}
        value={String(settings.output ?? "")}
        choices={[
          { value: "", label: t("Number") },
          { value: "INTEGER", label: t("Whole number") },
          { value: "DECIMAL", label: t("Decimal number") },
          { value: "DATE", label: t("Date") },
          { value: "DATETIME", label: t("Date and time") },
        ]}
        onChange={(output) => onChange({ ...settings, output: output || null })}
      />
      <Field.Root invalid={!!errors["settings.decimals"]}>
        <Field.Label>{t("Decimals")}</Field.Label>
        <Input
          type="number"
          min={0}
          max={10}
          value={String(settings.decimals ?? "")}
          onChange={(event) => onChange({ ...settings, decimals: event.target.value })}
        />
        {errors["settings.decimals"] && <Field.ErrorText>{t(errors["settings.decimals"])}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
