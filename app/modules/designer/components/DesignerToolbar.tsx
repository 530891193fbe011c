import { HStack } from "@chakra-ui/react";
import type { Bundle } from "../../../../schemas";
import { BaseFieldsButton } from "./baseField/BaseFieldsButton";
import { ConditionsButton } from "./conditions/ConditionsButton";
import { CustomViewsButton } from "./customView/CustomViewsButton";
import { FieldEditorButtons } from "./dataField/FieldEditorButtons";
import { NewDisplayItemButton } from "./displayItem/NewDisplayItemButton";
import { EntitySettingsLink } from "./entity/EntitySettingsLink";

export interface DesignerToolbarProps {
  /** The entity's bundle with the open editors' unsaved changes. */
  bundle: Bundle;
  environmentId: number | undefined;
  /** The view the preview shows. */
  view?: string;
}

/** The field designer's entry points to its editors (new data field, link, custom view, entity, conditions). */
export function DesignerToolbar(props: DesignerToolbarProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <FieldEditorButtons entityId={props.bundle.entity.id} environmentId={props.environmentId} />
      <NewDisplayItemButton
        bundle={props.bundle}
        environmentId={props.environmentId}
        view={props.view ?? "edit"}
      />
      <BaseFieldsButton environmentId={props.environmentId} />
      <CustomViewsButton bundle={props.bundle} environmentId={props.environmentId} />
      <ConditionsButton bundle={props.bundle} />
      <EntitySettingsLink entityId={props.bundle.entity.id} />
    </HStack>
  );
}
