import { useT } from "../../../../i18n/useT";
import { CheckboxListSetting } from "./CheckboxListSetting";
import { ChoiceSetting } from "./ChoiceSetting";
import { SettingCheckbox } from "./SettingCheckbox";
import type { SettingsProps } from "./SettingsProps";

type Validator = "BSN" | "IBAN" | "UniqueValue";

/** Text fields: the BSN, IBAN and unique value checks, and phone numbers. */
export function TextFieldSettings({ settings, onChange }: SettingsProps) {
  const t = useT();
  const validators: { value: Validator; label: string }[] = [
    { value: "BSN", label: t("BSN") },
    { value: "IBAN", label: t("IBAN") },
    { value: "UniqueValue", label: t("Unique value") },
  ];
  return (
    <>
      <CheckboxListSetting
        legend={t("Validators")}
        selected={settings.validators}
        choices={validators}
        onChange={(selected) => onChange({ ...settings, validators: selected })}
      />
      {settings.validators?.includes("UniqueValue") && (
        <ChoiceSetting
          label={t("When the value exists already")}
          value={settings.unique_constraint_type ?? "error"}
          optional={false}
          choices={[
            { value: "error", label: t("Refuse it") },
            { value: "warning", label: t("Warn") },
          ]}
          onChange={(value) =>
            onChange({ ...settings, unique_constraint_type: value as "warning" | "error" })
          }
        />
      )}
      <SettingCheckbox
        settings={settings}
        name="phone_number"
        label={t("Phone number")}
        onChange={onChange}
      />
    </>
  );
}
