import { useWidgetEnvironment } from "../environment";
import type { FieldWidgetProps, WidgetModule } from "../types";

/** A dashboard block placed as an item: the app renders it into this slot. */
function BlockSlot({ id, item }: FieldWidgetProps) {
  const { services } = useWidgetEnvironment();
  return (
    <div id={id} data-slot="block" data-block={String(item.settings.block ?? "")}>
      {services.renderSlot?.({ kind: "block", item }) ?? null}
    </div>
  );
}

const block: WidgetModule = {
  type: "block",
  modes: { edit: BlockSlot, show: BlockSlot, list: BlockSlot, search: BlockSlot },
};

export default block;
