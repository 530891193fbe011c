import { LazySearchCombobox } from "./controls/LazySearchCombobox";
import { InfoPopover } from "./form/InfoText";
import { loadSanitizer } from "./html/sanitizeHtml";

/**
 * Fetches the parts a form loads with their first use (the sanitiser, the pickers' combobox, the info
 * popover), so that forms shown later draw them at once: the app's shell calls it when it first shows.
 */
export function preloadFormParts(): Promise<void> {
  return Promise.all([loadSanitizer(), LazySearchCombobox.preload(), InfoPopover.preload()]).then(() => {});
}
