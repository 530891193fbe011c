import { type ReactNode, useMemo } from "react";
import type { ViewModel } from "../../../../engine";
import {
  formatContextOf,
  type WidgetEnvironment,
  WidgetEnvironmentContext,
} from "../../../../widgets/environment";
import type { WidgetServices } from "../../../../widgets/services";
import { toaster } from "../../../components/toaster";
import type { RecordListAnswer } from "../api/RecordListAnswer";

export interface ListWidgetEnvironmentProps {
  model: ViewModel;
  labels: RecordListAnswer["labels"];
  children: ReactNode;
}

/** What list-mode widgets read: the list model, and the labels of users, records and files the page names. */
export function ListWidgetEnvironment({ model, labels, children }: ListWidgetEnvironmentProps) {
  const environment = useMemo<WidgetEnvironment>(() => {
    const services: WidgetServices = {
      resolve: (kind, id) => labels?.[kind]?.[String(id)],
    };
    const toast = (message: string) => {
      toaster.create({ type: "error", title: message, duration: 2500 });
    };
    return { model, services, formatContext: formatContextOf(model, services), toast };
  }, [model, labels]);
  return (
    <WidgetEnvironmentContext.Provider value={environment}>{children}</WidgetEnvironmentContext.Provider>
  );
}
