import { IconButton, Popover } from "@chakra-ui/react";
import { InfoContent, type InfoPopoverProps, infoButtonProps } from "./infoParts";

/** The information text behind its button, in a popover mounted on first open. */
export function InfoPopover({ html, label }: InfoPopoverProps) {
  return (
    // Mounted on first open only: a form of many items keeps no hidden popovers in the page.
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: "bottom-start" }}>
      <Popover.Trigger asChild>
        <IconButton {...infoButtonProps(label)} />
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content maxW="sm">
          <Popover.Body textStyle="sm" fontWeight="normal">
            <InfoContent html={html} />
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
