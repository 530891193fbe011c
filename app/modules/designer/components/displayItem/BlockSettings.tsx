import { useT } from "../../../../i18n/useT";
import { ApiChoiceSetting } from "./ApiChoiceSetting";
import type { SettingsProps } from "./SettingsProps";

/** Block items: the dashboard block, and the link whose record it shows. */
export function BlockSettings({
  settings,
  errors,
  onChange,
  entityId,
  environmentId,
}: SettingsProps & { entityId: number; environmentId: number | undefined }) {
  const t = useT();
  return (
    <>
      <ApiChoiceSetting
        label={t("Block")}
        url="/mypageblock"
        query={{
          defDossier: entityId,
          type: "dashboard",
          ...(environmentId ? { environment: environmentId } : {}),
        }}
        value={settings.block}
        error={errors["settings.block"]}
        onChange={(value) => onChange({ ...settings, block: value === "" ? null : Number(value) })}
      />
      <ApiChoiceSetting
        label={t("Block link")}
        url="/defdossierlink"
        query={{ defDossier: entityId, limit: 500 }}
        value={settings.block_link}
        onChange={(value) => onChange({ ...settings, block_link: value === "" ? null : Number(value) })}
      />
    </>
  );
}
