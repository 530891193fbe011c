import { type ReactNode, useMemo, useState } from "react";
import type { CompiledItem, ViewModel } from "../../../../engine";
import {
  formatContextOf,
  type WidgetEnvironment,
  WidgetEnvironmentContext,
} from "../../../../widgets/environment";
import type { RecordInfo, WidgetServices } from "../../../../widgets/services";
import { toaster } from "../../../components/toaster";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { runAction } from "../../record/utils/runAction";
import type { RecordListAnswer } from "../api/RecordListAnswer";
import { ListActionPopup } from "./ListActionPopup";

export interface ListWidgetEnvironmentProps {
  model: ViewModel;
  labels: RecordListAnswer["labels"];
  children: ReactNode;
}

/**
 * What list-mode widgets read: the list model, the labels of users, records and files the page names, and
 * the custom action buttons' actions (each row's cell names its record, see ListCell).
 */
export function ListWidgetEnvironment({ model, labels, children }: ListWidgetEnvironmentProps) {
  const environmentId = useCurrentEnvironmentId();
  const [popup, setPopup] = useState<{ item: CompiledItem; record: RecordInfo } | null>(null);
  const environment = useMemo<WidgetEnvironment>(() => {
    const services: WidgetServices = {
      resolve: (kind, id) => labels?.[kind]?.[String(id)],
      onAction: (item, record) =>
        item.settings.action === "popup_tab_or_view"
          ? setPopup({ item, record })
          : void runAction(item, record.id, environmentId),
    };
    const toast = (message: string) => {
      toaster.create({ type: "error", title: message, duration: 2500 });
    };
    return { model, services, formatContext: formatContextOf(model, services), toast };
  }, [model, labels, environmentId]);
  return (
    <WidgetEnvironmentContext.Provider value={environment}>
      {children}
      {popup && (
        <ListActionPopup
          entityId={model.entity.id}
          item={popup.item}
          record={popup.record}
          labels={labels}
          onClose={() => setPopup(null)}
        />
      )}
    </WidgetEnvironmentContext.Provider>
  );
}
