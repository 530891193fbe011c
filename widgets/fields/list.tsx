import { idsOf } from "../../engine";
import { OptionChoice } from "../controls/OptionChoice";
import { OptionsSearch } from "../controls/OptionsSearch";
import { OptionsShow } from "../controls/OptionsShow";
import { useWidgetEnvironment } from "../environment";
import { t } from "../i18n";
import type { FieldWidgetProps, WidgetModule } from "../types";

function ListEdit({ id, item, value, onChange, rawErrors, required }: FieldWidgetProps) {
  return (
    <OptionChoice
      id={id}
      options={item.options}
      selected={idsOf(value)}
      multiple={item.multiple}
      asBoxes={item.settings.checkbox_view === true}
      horizontal={item.settings.checkbox_view_horizontal === true}
      rawErrors={rawErrors}
      required={required}
      emptyLabel={t("Choose")}
      label={item.label}
      onChange={onChange}
    />
  );
}

/** With fast_switch the options can be switched on the detail page, each switch saved at once (spec 4). */
function ListShow(props: FieldWidgetProps) {
  const { id, item, value, onChange, mode } = props;
  const { services } = useWidgetEnvironment();
  if (mode !== "show" || !item.settings.fast_switch || !services.onFastSwitch || !services.record) {
    return <OptionsShow id={id} item={item} value={value} />;
  }
  const selected = idsOf(value);
  return (
    <OptionChoice
      id={id}
      options={item.options}
      selected={selected}
      multiple={item.multiple}
      asBoxes
      horizontal={item.settings.checkbox_view_horizontal === true}
      emptyLabel=""
      label={item.label}
      onChange={(ids) => {
        for (const optionId of ids)
          if (!selected.includes(optionId)) services.onFastSwitch?.(item, optionId, true);
        for (const optionId of selected)
          if (!ids.includes(optionId)) services.onFastSwitch?.(item, optionId, false);
        onChange(ids);
      }}
    />
  );
}

/** A choice of list options: select or check boxes, coloured badges, role-restricted options marked. */
const list: WidgetModule = {
  type: "list",
  modes: { edit: ListEdit, show: ListShow, list: ListShow, search: OptionsSearch },
};

export default list;
