import { IconButton } from "@chakra-ui/react";
import { partOnFirstUse } from "../controls/partOnFirstUse";
import { InfoContent, type InfoPopoverProps, infoButtonProps } from "./infoParts";

/**
 * The popover loads with the first info button shown (its positioning and focus code is a large part of an
 * embedded form's script); until then the button is there, without its popover.
 */
export const InfoPopover = partOnFirstUse(
  () => import("./InfoPopover").then((module) => module.InfoPopover),
  ({ label }: InfoPopoverProps) => <IconButton {...infoButtonProps(label)} />,
);

/** An item's information text, sanitised: inline with show_info_direct, else behind an info button. */
export function InfoText({ html, inline, label }: InfoPopoverProps & { inline: boolean }) {
  if (inline) {
    return (
      <div className="dk-item-info">
        <InfoContent html={html} />
      </div>
    );
  }
  return <InfoPopover html={html} label={label} />;
}
