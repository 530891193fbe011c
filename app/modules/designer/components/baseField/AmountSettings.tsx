import { Field, Input, Stack } from "@chakra-ui/react";
import { CURRENCIES } from "../../../../../schemas/names";
import { useT } from "../../../../i18n/useT";
import type { BaseFieldSettingsProps } from "./BaseFieldSettingsProps";
import { SettingSelect } from "./SettingSelect";

/** Amount: currency, number or percentage; decimals for currency and number; the currency's code. */
export function AmountSettings({ settings, errors, onChange }: BaseFieldSettingsProps) {
  const t = useT();
  const valueType = String(settings.valueType ?? "number");
  return (
    <Stack gap="3">
      <SettingSelect
        label={t("Kind of value")}
        value={valueType}
        choices={[
          { value: "number", label: t("Number") },
          { value: "currency", label: t("Currency") },
          { value: "percentage", label: t("Percentage") },
        ]}
        onChange={(next) =>
          onChange({
            ...settings,
            valueType: next,
            currency: next === "currency" ? (settings.currency ?? "EUR") : settings.currency,
          })
        }
      />
      {valueType !== "percentage" && (
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
      )}
      {valueType === "currency" && (
        <SettingSelect
          label={t("Currency")}
          required
          value={String(settings.currency ?? "")}
          error={errors["settings.currency"]}
          choices={[
            { value: "", label: t("Choose") },
            ...CURRENCIES.map((code) => ({ value: code, label: code })),
          ]}
          onChange={(currency) => onChange({ ...settings, currency: currency || null })}
        />
      )}
    </Stack>
  );
}
