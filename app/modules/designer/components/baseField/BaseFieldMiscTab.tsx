import { Field, Input, Text } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { FlagCheckbox } from "../FlagCheckbox";
import { AmountSettings } from "./AmountSettings";
import type { BaseFieldSettingsProps } from "./BaseFieldSettingsProps";
import { CalcSettings } from "./CalcSettings";
import { DateSettings } from "./DateSettings";
import { SettingSelect } from "./SettingSelect";
import { TextSettings } from "./TextSettings";

export interface BaseFieldMiscTabProps extends BaseFieldSettingsProps {
  type: string;
}

/** The settings of the chosen type (spec 3-designer section 3's table). */
export function BaseFieldMiscTab({ type, ...props }: BaseFieldMiscTabProps) {
  const t = useT();
  const { settings, onChange } = props;
  switch (type) {
    case "":
      return <Text color="fg.muted">{t("First select a field type")}</Text>;
    case "list":
    case "tree":
    case "user":
      return (
        <FlagCheckbox
          id="base-field-multiple"
          label={t("Multiple")}
          checked={settings.multiple === true}
          onChange={(multiple) => onChange({ ...settings, multiple })}
        />
      );
    case "date":
      return <DateSettings {...props} />;
    case "amount":
      return <AmountSettings {...props} />;
    case "text":
      return <TextSettings {...props} />;
    case "calc":
      return <CalcSettings {...props} />;
    case "imageCode":
      return (
        <SettingSelect
          label={t("Image type")}
          value={String(settings.imageType ?? "code128")}
          choices={[
            { value: "code128", label: "Code 128" },
            { value: "code39", label: "Code 39" },
            { value: "qrcode", label: t("QR code") },
          ]}
          onChange={(imageType) => onChange({ ...settings, imageType })}
        />
      );
    case "autoIncrement":
      return (
        <Field.Root>
          <Field.Label>{t("Prefix")}</Field.Label>
          <Input
            maxLength={50}
            value={String(settings.prefix ?? "")}
            onChange={(event) => onChange({ ...settings, prefix: event.target.value })}
          />
        </Field.Root>
      );
    default:
      return <Text color="fg.muted">{t("No settings available")}</Text>;
  }
}
