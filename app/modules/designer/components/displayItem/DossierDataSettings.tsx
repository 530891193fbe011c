import { DOSSIER_DATA } from "../../../../../schemas/names";
import { useT } from "../../../../i18n/useT";
import { ChoiceSetting } from "./ChoiceSetting";
import type { SettingsProps } from "./SettingsProps";

/** Record metadata items: which of the record's data they show. */
export function DossierDataSettings({ settings, errors, onChange }: SettingsProps) {
  const t = useT();
  const labels: Record<(typeof DOSSIER_DATA)[number], string> = {
    created_by: t("Created by"),
    modified_by: t("Modified by"),
    created_at: t("Created at"),
    modified_at: t("Modified at"),
    dossier_id: t("Record id"),
    summary: t("Summary"),
  };
  return (
    <ChoiceSetting
      label={t("Record data")}
      value={settings.dossier_data}
      choices={DOSSIER_DATA.map((value) => ({ value, label: labels[value] }))}
      error={errors["settings.dossier_data"]}
      onChange={(value) =>
        onChange({
          ...settings,
          dossier_data: (value || undefined) as (typeof DOSSIER_DATA)[number] | undefined,
        })
      }
    />
  );
}
