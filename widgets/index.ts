export { FormattedValue } from "./controls/FormattedValue";
export {
  formatContextOf,
  useWidgetEnvironment,
  type WidgetEnvironment,
  WidgetEnvironmentContext,
} from "./environment";
export { fieldWidgets, widgetRegistry } from "./fields";
export { createFormStore, DocketForm, type DocketFormProps, INVALID_FORM_MESSAGE } from "./form/DocketForm";
export { fieldDomId } from "./form/FormItem";
export { FormStore, type ItemSnapshot } from "./form/formStore";
export { modeOf } from "./form/modeOf";
export { formatValue } from "./format";
export {
  INFO_TEXT_RULES,
  loadSanitizer,
  RICH_TEXT_LIST_RULES,
  RICH_TEXT_RULES,
  sanitizeHtml,
} from "./html/sanitizeHtml";
export { useSanitizedHtml } from "./html/useSanitizedHtml";
export { createRegistry, isWidget, NOT_APPLICABLE, rankWith, type WidgetRegistry } from "./registry";
export type * from "./services";
export { docketConfig, system } from "./theme/system";
export { WidgetsProvider } from "./theme/WidgetsProvider";
export * from "./types";
