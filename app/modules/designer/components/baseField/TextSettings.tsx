import { Field, Input, Stack } from "@chakra-ui/react";
import { TEXT_PRESETS } from "../../../../../schemas/names";
import { useT } from "../../../../i18n/useT";
import type { BaseFieldSettingsProps } from "./BaseFieldSettingsProps";
import { SettingSelect } from "./SettingSelect";

/** Text: a check on the value (a preset or a pattern of one's own) and the size of the input (100 unless set). */
export function TextSettings({ settings, errors, onChange }: BaseFieldSettingsProps) {
  const t = useT();
  const regex = settings.regex;
  const presets: Record<string, string> = {
    numbers_only: t("Numbers only"),
    dutch_zipcode: t("Dutch zipcode"),
    municipal_code: t("Municipal code"),
    denomination: t("Denomination"),
  };
  const choice =
    typeof regex !== "string" ? "" : (TEXT_PRESETS as readonly string[]).includes(regex) ? regex : "custom";
  return (
    <Stack gap="3">
      <SettingSelect
        label={t("Check")}
        value={choice}
        choices={[
          { value: "", label: t("None") },
          ...TEXT_PRESETS.map((preset) => ({ value: preset, label: presets[preset] ?? preset })),
          { value: "custom", label: t("Custom pattern") },
        ]}
        onChange={(next) =>
          onChange({ ...settings, regex: next === "" ? null : next === "custom" ? "" : next })
        }
      />
      {choice === "custom" && (
        <Field.Root required invalid={!!errors["settings.regex"]}>
          <Field.Label>
            {t("Pattern (regular expression)")}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            fontFamily="mono"
            value={String(regex)}
            onChange={(event) => onChange({ ...settings, regex: event.target.value })}
          />
          {errors["settings.regex"] && <Field.ErrorText>{t(errors["settings.regex"])}</Field.ErrorText>}
        </Field.Root>
      )}
      <Field.Root invalid={!!errors["settings.size"]}>
        <Field.Label>{t("Size")}</Field.Label>
        <Input
          type="number"
          min={1}
          max={255}
          value={String(settings.size ?? "")}
          onChange={(event) => onChange({ ...settings, size: event.target.value })}
        />
        {errors["settings.size"] && <Field.ErrorText>{t(errors["settings.size"])}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
