import { useT } from "../../../../i18n/useT";
import { ApiChoiceSetting } from "./ApiChoiceSetting";
import { ChoiceSetting } from "./ChoiceSetting";
import type { SettingsProps } from "./SettingsProps";

type Action = "kedocx" | "popup_tab_or_view" | "fire_event" | "report";
const FORMATS = ["pdf", "docx", "html"] as const;
const REPORT_FORMATS = ["pdf", "docx", "html", "xlsx"] as const;

export interface ActionButtonSettingsProps extends SettingsProps {
  entityId: number;
  environmentId: number | undefined;
  /** The report action needs the reports module (spec 3-designer section 5). */
  reportsActive: boolean;
}

/** Custom action buttons: a generated document, a popup of a view, an event, or a report. */
export function ActionButtonSettings(props: ActionButtonSettingsProps) {
  const t = useT();
  const { settings, onChange, entityId, environmentId } = props;
  const set = (patch: Partial<typeof settings>) => onChange({ ...settings, ...patch });
  const formats = (values: readonly string[]) =>
    values.map((value) => ({ value, label: value.toUpperCase() }));
  return (
    <>
      <ChoiceSetting
        label={t("Action")}
        value={settings.action}
        choices={[
          { value: "kedocx", label: t("Generate a document") },
          { value: "popup_tab_or_view", label: t("Open a view") },
          { value: "fire_event", label: t("Fire an event") },
          { value: "report", label: t("Request a report"), disabled: !props.reportsActive },
        ]}
        onChange={(value) => {
          const { action: _, ...rest } = settings;
          onChange(value === "" ? rest : { ...settings, action: value as Action });
        }}
      />
      {settings.action === "kedocx" && (
        <>
          <ApiChoiceSetting
            label={t("Document template")}
            url="/kedocx"
            query={{ defDossier: entityId }}
            value={settings.kedocx}
            storedAs={(listed) => listed.uuid ?? String(listed.id)}
            onChange={(value) => set({ kedocx: value || null })}
          />
          <ChoiceSetting
            label={t("Format")}
            value={settings.kedocx_format ?? "pdf"}
            optional={false}
            choices={formats(FORMATS)}
            onChange={(value) => set({ kedocx_format: value as (typeof FORMATS)[number] })}
          />
        </>
      )}
      {settings.action === "report" && (
        <>
          <ApiChoiceSetting
            label={t("Report")}
            url="/module/report"
            query={environmentId ? { environment_id: environmentId } : {}}
            value={settings.report}
            emptyText={t("No reports found")}
            onChange={(value) => set({ report: value === "" ? null : Number(value) })}
          />
          <ChoiceSetting
            label={t("Format")}
            value={settings.report_format ?? "pdf"}
            optional={false}
            choices={formats(REPORT_FORMATS)}
            onChange={(value) => set({ report_format: value as (typeof REPORT_FORMATS)[number] })}
          />
        </>
      )}
      {settings.action === "fire_event" && (
        <ApiChoiceSetting
          label={t("Event")}
          url="/event"
          query={{ defDossier: entityId }}
          value={settings.event_id}
          onChange={(value) => set({ event_id: value === "" ? null : Number(value) })}
        />
      )}
      {settings.action === "popup_tab_or_view" && (
        <>
          <ChoiceSetting
            label={t("View")}
            value={settings.popup_view}
            choices={[
              { value: "show", label: t("Show") },
              { value: "edit", label: t("Edit") },
            ]}
            onChange={(value) => set({ popup_view: value || null })}
          />
          <ApiChoiceSetting
            label={t("Custom view")}
            url="/displaycustomview"
            query={{ defDossier: entityId, limit: 500 }}
            value={settings.popup_custom_view}
            storedAs={(listed) => listed.viewName ?? String(listed.id)}
            onChange={(value) => set({ popup_custom_view: value || null })}
          />
        </>
      )}
    </>
  );
}
