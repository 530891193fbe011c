import { Text } from "@chakra-ui/react";
import { useState } from "react";
import type { ViewModel } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import type { FormStore } from "../../../../widgets/form/formStore";
import { useT } from "../../../i18n/useT";
import { RecordTabs } from "../../record/components/RecordTabs";
import { useWidgetServices } from "../../record/hooks/useWidgetServices";
import { detailPositions } from "../../record/utils/detailPositions";

export interface PreviewDetailProps {
  /** An edit, show or custom view. */
  model: ViewModel;
  /** The sample values, shared by every tab. */
  store: FormStore;
}

/**
 * An edit, show or custom view as the record page draws it: the main content and tab positions as tabs
 * (vertical pills when the entity's detail_layout is vertical), meta above and footer under every tab.
 */
export function PreviewDetail({ model, store }: PreviewDetailProps) {
  const t = useT();
  const services = useWidgetServices();
  const [selected, setSelected] = useState<number>();
  const { meta, tabs, footer } = detailPositions(model.layout.positions);
  if (model.order.length === 0 || tabs.length === 0) return <Text>{t("No items found")}</Text>;
  const active = tabs.some((tab) => tab.id === selected) ? (selected as number) : (tabs[0]?.id as number);
  const activeEmpty = !tabs.some((tab) => tab.id === active && tab.items.length > 0);
  return (
    <RecordTabs
      tabs={tabs}
      active={active}
      vertical={model.entity.settings.detail_layout === "vertical"}
      fallbackLabel={model.entity.nameSingular}
      onSelect={setSelected}
    >
      {activeEmpty && (
        <Text color="fg.muted" mb="3">
          {t("No items found")}
        </Text>
      )}
      <DocketForm
        model={model}
        store={store}
        positionIds={[...meta.map((p) => p.id), active, ...footer.map((p) => p.id)]}
        services={services}
        id="preview-form"
      />
    </RecordTabs>
  );
}
