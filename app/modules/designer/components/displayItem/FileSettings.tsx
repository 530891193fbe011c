import { useT } from "../../../../i18n/useT";
import { CheckboxListSetting } from "./CheckboxListSetting";
import { SettingCheckbox } from "./SettingCheckbox";
import type { SettingsProps } from "./SettingsProps";
import { TextSetting } from "./TextSetting";

type FileType = "images" | "audio" | "video" | "documents" | "spreadsheet" | "presentation";

/** The preview's size when none is set (spec 3-designer section 9). */
const DEFAULT_PREVIEW_SIZE: string = "200px";

/** File fields: accepted types, several files, previews and their size, signatures, limitations. */
export function FileSettings({ settings, onChange }: SettingsProps) {
  const t = useT();
  const types: { value: FileType; label: string }[] = [
    { value: "images", label: t("Images") },
    { value: "audio", label: t("Audio") },
    { value: "video", label: t("Video") },
    { value: "documents", label: t("Documents") },
    { value: "spreadsheet", label: t("Spreadsheets") },
    { value: "presentation", label: t("Presentations") },
  ];
  return (
    <>
      <CheckboxListSetting
        legend={t("File types")}
        // The older reading's "spreadsheets" is the same choice.
        selected={settings.file_types?.map((type) => (type === "spreadsheets" ? "spreadsheet" : type))}
        choices={types}
        onChange={(selected) => onChange({ ...settings, file_types: selected })}
      />
      <SettingCheckbox settings={settings} name="multiple" label={t("Several files")} onChange={onChange} />
      <SettingCheckbox
        settings={settings}
        name="file_preview"
        label={t("Show a preview")}
        onChange={onChange}
      />
      <SettingCheckbox
        settings={settings}
        name="preview_direct"
        label={t("Show the preview directly")}
        onChange={onChange}
      />
      <TextSetting
        label={t("Preview width")}
        value={settings.preview_width}
        placeholder={DEFAULT_PREVIEW_SIZE}
        onChange={(value) => onChange({ ...settings, preview_width: value })}
      />
      <TextSetting
        label={t("Preview height")}
        value={settings.preview_height}
        placeholder={DEFAULT_PREVIEW_SIZE}
        onChange={(value) => onChange({ ...settings, preview_height: value })}
      />
      <SettingCheckbox settings={settings} name="signature" label={t("Signature")} onChange={onChange} />
      <CheckboxListSetting
        legend={t("Limitations")}
        // Free strings in the schema; the spec names the same groups (its example: documents).
        selected={settings.limitations as FileType[] | undefined}
        choices={types}
        onChange={(selected) => onChange({ ...settings, limitations: selected })}
      />
    </>
  );
}
