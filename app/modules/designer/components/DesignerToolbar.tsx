import { HStack } from "@chakra-ui/react";
import type { Bundle } from "../../../../schemas";
import { BaseFieldsButton } from "./baseField/BaseFieldsButton";
import { ConditionsButton } from "./conditions/ConditionsButton";
import { CustomViewsButton } from "./customView/CustomViewsButton";
import { FieldEditorButtons } from "./dataField/FieldEditorButtons";
import { EntitySettingsLink } from "./entity/EntitySettingsLink";

export interface DesignerToolbarProps {
  /** The entity's bundle with the open editors' unsaved changes. */
  bundle: Bundle;
  environmentId: number | undefined;
}

/** The field designer's entry points to its editors (new data field, link, custom view, entity, conditions). */
export function DesignerToolbar(props: DesignerToolbarProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <FieldEditorButtons entityId={props.bundle.entity.id} environmentId={props.environmentId} />
      <BaseFieldsButton environmentId={props.environmentId} />
      <CustomViewsButton bundle={props.bundle} environmentId={props.environmentId} />
      <ConditionsButton bundle={props.bundle} />
      <EntitySettingsLink entityId={props.bundle.entity.id} />
    </HStack>
  );
}
