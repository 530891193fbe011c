import { Button } from "@chakra-ui/react";
import { useWidgetEnvironment } from "../environment";
import { t } from "../i18n";
import { Alert } from "../theme/Alert";
import type { FieldWidgetProps, WidgetModule } from "../types";

export const SAVE_FIRST_MESSAGE = "Save this item first";

/** Starts the item's action (document, view, event, report) for the saved record. */
function ActionButton({ id, item }: FieldWidgetProps) {
  const { services } = useWidgetEnvironment();
  const record = services.record;
  if (!record) return <Alert status="warning">{t(SAVE_FIRST_MESSAGE)}</Alert>;
  return (
    <Button
      id={id}
      type="button"
      size="sm"
      variant="outline"
      data-action={item.settings.action ?? ""}
      onClick={() => services.onAction?.(item, record)}
    >
      {item.label}
    </Button>
  );
}

/** Nothing to search on: a button holds no value. */
const NoSearch = () => null;

const customActionButton: WidgetModule = {
  type: "customActionButton",
  modes: { edit: ActionButton, show: ActionButton, list: ActionButton, search: NoSearch },
};

export default customActionButton;
