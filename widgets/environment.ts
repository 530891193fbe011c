import { createContext, useContext } from "react";
import type { FormatContext, ViewModel } from "../engine";
import type { WidgetServices } from "./services";

/** What every widget of one form shares: the compiled model, the app's services and the format context. */
export interface WidgetEnvironment {
  model: ViewModel;
  services: WidgetServices;
  formatContext: FormatContext;
  toast: (message: string) => void;
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment | null>(null);

export function useWidgetEnvironment(): WidgetEnvironment {
  const environment = useContext(WidgetEnvironmentContext);
  if (!environment) throw new Error("Widgets render inside DocketForm or a WidgetEnvironmentProvider");
  return environment;
}

/** The engine's format context for a model: its user, locale and clock, plus the app's label lookup. */
export function formatContextOf(model: ViewModel, services: WidgetServices): FormatContext {
  const now = model.context.now ? new Date(model.context.now) : new Date();
  return services.resolve
    ? { context: model.context, now, resolve: services.resolve }
    : { context: model.context, now };
}
