import type { ReactNode } from "react";
import type { CompiledItem } from "../../engine";
import { t } from "../i18n";
import { InfoText } from "./InfoText";

interface ItemLabelProps {
  item: CompiledItem;
  /** The id of the item's input, which the label names. */
  inputId: string;
  /** The label's id: the item's field group is named by it. */
  labelId: string;
  /** Whether the item has an input to label (else its label is plain text). */
  labelsInput: boolean;
  required: boolean;
  hidden: boolean;
  /** The app's tools for the item (services.renderItemTools), after the label. */
  tools?: ReactNode;
}

/**
 * The item's label with the red asterisk when required, and its information text when it has one: plain
 * elements styled by the field chrome's classes (theme/fieldChromeCss.ts).
 */
export function ItemLabel({ item, inputId, labelId, labelsInput, required, hidden, tools }: ItemLabelProps) {
  const hasInfo = item.information.trim() !== "";
  const inline = item.settings.show_info_direct === true;
  const text = (
    <>
      {item.label}
      {required && (
        <span className="dk-item-required" data-required="" title={t("This is a required field")}>
          {" *"}
        </span>
      )}
    </>
  );
  const label = labelsInput ? (
    <label className="dk-item-label" id={labelId} htmlFor={inputId}>
      {text}
    </label>
  ) : (
    <span className="dk-item-label-text" id={labelId}>
      {text}
    </span>
  );
  return (
    <div className={hidden ? "dk-item-head dk-visually-hidden" : "dk-item-head"}>
      <div className="dk-item-label-row">
        {label}
        {hasInfo && !inline && <InfoText html={item.information} inline={false} label={item.label} />}
        {tools}
      </div>
      {hasInfo && inline && <InfoText html={item.information} inline label={item.label} />}
    </div>
  );
}
