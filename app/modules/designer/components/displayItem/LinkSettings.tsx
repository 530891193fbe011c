import { LINK_VIEWS } from "../../../../../schemas/names";
import { useT } from "../../../../i18n/useT";
import { ApiChoiceSetting } from "./ApiChoiceSetting";
import { CheckboxListSetting } from "./CheckboxListSetting";
import { FieldPathInput } from "./FieldPathInput";
import { QuerySetting } from "./QuerySetting";
import { type FlagSetting, SettingCheckbox } from "./SettingCheckbox";
import type { SettingsProps } from "./SettingsProps";
import { SortRows } from "./SortRows";

export interface LinkSettingsProps extends SettingsProps {
  /** The item's entity, where a conditional field path starts. */
  entityId: number;
  /** The linked entity. */
  childEntityId: number;
  /** Custom views are offered for embedded lists only. */
  embedded: boolean;
  /** show_brp is offered only with the brp module (spec 3-designer section 5). */
  brpActive: boolean;
  /** The environment whose dashboard blocks the block setting offers. */
  environmentId: number | undefined;
}

/**
 * Link items: how the link's records show, what may be added, the views, a default query, a dashboard block
 * of the linked entity and the order.
 */
export function LinkSettings(props: LinkSettingsProps) {
  const t = useT();
  const { settings, onChange, childEntityId } = props;
  const flags: { name: FlagSetting; label: string; defaultValue?: boolean }[] = [
    { name: "clickable", label: t("Clickable"), defaultValue: true },
    { name: "hide_add", label: t("Hide Add") },
    { name: "show_multi_add", label: t("Add several at once") },
    { name: "only_allow_add", label: t("Only allow adding") },
    { name: "show_email", label: t("Show the e-mail address") },
    { name: "enable_small_view", label: t("Small view") },
    ...(props.brpActive ? [{ name: "show_brp" as const, label: t("Show BRP lookup") }] : []),
    { name: "show_embedded", label: t("Show embedded") },
    { name: "embedded_single_view", label: t("Embedded single view") },
    { name: "show_id", label: t("Show the id") },
    { name: "data_refresh", label: t("Refresh data") },
    { name: "row_input", label: t("Row input") },
    { name: "passing_sidebar", label: t("Pass to the sidebar") },
  ];
  const viewLabels: Record<(typeof LINK_VIEWS)[number], string> = {
    calendar: t("Calendar"),
    gantt: t("Gantt"),
    kanban: t("Kanban"),
    list: t("List"),
    timeline: t("Timeline"),
    hourregistration: t("Hour registration"),
  };
  return (
    <>
      {flags.map((flag) => (
        <SettingCheckbox
          key={flag.name}
          settings={settings}
          name={flag.name}
          label={flag.label}
          {...(flag.defaultValue !== undefined ? { defaultValue: flag.defaultValue } : {})}
          onChange={onChange}
        />
      ))}
      <ApiChoiceSetting
        label={t("Limit to the link")}
        url="/defdossierlink"
        query={{ defDossier: childEntityId, limit: 500 }}
        value={settings.limit_embedded_link}
        onChange={(value) =>
          onChange({ ...settings, limit_embedded_link: value === "" ? null : Number(value) })
        }
      />
      <QuerySetting
        label={t("Default value query")}
        entityId={childEntityId}
        value={settings.default_val_dos_query}
        onChange={(id) => onChange({ ...settings, default_val_dos_query: id === null ? null : String(id) })}
      />
      <CheckboxListSetting
        legend={t("Views")}
        selected={settings.views}
        choices={LINK_VIEWS.map((value) => ({ value, label: viewLabels[value] }))}
        onChange={(views) => onChange({ ...settings, views })}
      />
      {props.embedded && (
        <ApiChoiceSetting
          label={t("Custom view")}
          url="/displaycustomview"
          query={{ defDossier: childEntityId, limit: 500 }}
          value={settings.custom_view}
          storedAs={(listed) => listed.viewName ?? String(listed.id)}
          onChange={(value) => onChange({ ...settings, custom_view: value || null })}
        />
      )}
      <ApiChoiceSetting
        label={t("Block")}
        url="/mypageblock"
        query={{
          defDossier: childEntityId,
          type: "dashboard",
          ...(props.environmentId ? { environment: props.environmentId } : {}),
        }}
        value={settings.block}
        error={props.errors["settings.block"]}
        onChange={(value) => onChange({ ...settings, block: value === "" ? null : Number(value) })}
      />
      <FieldPathInput
        entityId={props.entityId}
        label={t("Conditional field path")}
        value={settings.field_path_conditional ?? ""}
        onChange={(path) => onChange({ ...settings, field_path_conditional: path || null })}
      />
      <SortRows
        entityId={childEntityId}
        sort={settings.sort ?? []}
        onChange={(sort) => onChange({ ...settings, sort })}
      />
    </>
  );
}
