import { Box, Field, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { CompiledItem } from "../../engine";
import { t } from "../i18n";
import { InfoText } from "./InfoText";

interface ItemLabelProps {
  item: CompiledItem;
  /** The label's id: the item's field group is named by it. */
  labelId: string;
  /** Whether the item has an input to label (else its label is plain text). */
  labelsInput: boolean;
  required: boolean;
  hidden: boolean;
  /** The app's tools for the item (services.renderItemTools), after the label. */
  tools?: ReactNode;
}

/** The item's label with the red asterisk when required, and its information text when it has one. */
export function ItemLabel({ item, labelId, labelsInput, required, hidden, tools }: ItemLabelProps) {
  const hasInfo = item.information.trim() !== "";
  const inline = item.settings.show_info_direct === true;
  const text = (
    <>
      {item.label}
      {required && (
        <Text as="span" data-required="" title={t("This is a required field")} color="required">
          {" *"}
        </Text>
      )}
    </>
  );
  // Field.Label points at the field's control (the widget's input, by its id).
  const label = labelsInput ? (
    <Field.Label fontWeight="semibold">{text}</Field.Label>
  ) : (
    <Text as="span" id={labelId} textStyle="sm" fontWeight="semibold">
      {text}
    </Text>
  );
  const content = (
    <Box mb="1">
      <HStack gap="0" align="center">
        {label}
        {hasInfo && !inline && <InfoText html={item.information} inline={false} label={item.label} />}
        {tools}
      </HStack>
      {hasInfo && inline && <InfoText html={item.information} inline label={item.label} />}
    </Box>
  );
  return hidden ? <VisuallyHidden>{content}</VisuallyHidden> : content;
}
