import { memo, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { errorIdOf } from "../controls/errorProps";
import { WidgetEnvironmentContext } from "../environment";
import { INFO_TEXT_RULES } from "../html/sanitizeHtml";
import { useSanitizedHtml } from "../html/useSanitizedHtml";
import { translateMessage, useLanguage } from "../i18n";
import type { WidgetRegistry } from "../registry";
import type { FieldMode, WidgetOptions } from "../types";
import type { FormStore } from "./formStore";
import { spanStyle } from "./grid";
import { ItemLabel } from "./ItemLabel";

/** The DOM id of an item's input; labels and the focus on the first error use it. */
export const fieldDomId = (itemId: number) => `dk-item-${itemId}`;

const SEARCH_MODES: ReadonlySet<FieldMode> = new Set(["search", "advanced-search"]);

interface FormItemProps {
  store: FormStore;
  itemId: number;
  mode: FieldMode;
  registry: WidgetRegistry;
  hideLabels: boolean;
}

/** An item's text above its input, sanitised to the spec's information-text tags. */
function Pretext({ html }: { html: string }) {
  const clean = useSanitizedHtml(html, INFO_TEXT_RULES) ?? "";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to the spec's information-text tags
  return <div className="dk-item-pretext" data-pretext="" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * One item on the grid. It reads only its own snapshot from the store, so it re-renders when its value,
 * visibility, required state or error changes, and not when another item's does.
 */
export const FormItem = memo(function FormItem({ store, itemId, mode, registry, hideLabels }: FormItemProps) {
  useLanguage();
  const subscribe = useCallback((listener: () => void) => store.subscribe(itemId, listener), [store, itemId]);
  const read = useCallback(() => store.snapshot(itemId), [store, itemId]);
  const snapshot = useSyncExternalStore(subscribe, read, read);
  const item = store.model.items[itemId];
  const Widget = useMemo(() => (item ? registry.widgetFor(item, mode) : null), [registry, item, mode]);
  const onChange = useCallback((value: unknown) => store.setValue(itemId, value), [store, itemId]);
  const options = useMemo(() => ({ ...item?.fieldSettings, ...item?.settings }) as WidgetOptions, [item]);
  const schema = useMemo(
    () => ((store.model.schema.properties ?? {}) as Record<string, Record<string, unknown>>)[itemId] ?? {},
    [store, itemId],
  );
  const rawErrors = useMemo(() => (snapshot.error ? [snapshot.error] : []), [snapshot.error]);
  const span = useMemo(() => spanStyle(item?.colspan ?? 0), [item]);
  const renderTools = useContext(WidgetEnvironmentContext)?.services.renderItemTools;
  if (!item || !Widget || !snapshot.visible) return null;

  const id = fieldDomId(itemId);
  const labelId = `${id}-label`;
  // Search widgets take input for every searchable type, even read-only ones such as calc.
  const inputMode =
    mode === "edit" ? item.editable : SEARCH_MODES.has(mode) && item.searchOperators.length > 0;
  // Plain elements with the field chrome's static classes (theme/fieldChromeCss.ts): a form of hundreds of
  // items resolves no Chakra style for its cells, labels and errors.
  return (
    // A group named by the item's label, as Field.Root made it.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would want a legend, and the label must stay the input's
    <div
      className="dk-item"
      style={span}
      role="group"
      aria-labelledby={labelId}
      data-item-id={itemId}
      data-widget={item.widget}
      data-mode={mode}
    >
      <ItemLabel
        item={item}
        inputId={id}
        labelId={labelId}
        labelsInput={inputMode}
        required={snapshot.required}
        hidden={hideLabels}
        tools={renderTools?.(item)}
      />
      {item.pretext.trim() !== "" && !SEARCH_MODES.has(mode) && <Pretext html={item.pretext} />}
      <div className="dk-item-body" data-field-body="">
        <Widget
          id={id}
          name={String(itemId)}
          item={item}
          mode={mode}
          schema={schema}
          value={snapshot.value}
          onChange={onChange}
          required={snapshot.required}
          disabled={false}
          readonly={!inputMode}
          label={item.label}
          hideLabel={hideLabels}
          rawErrors={rawErrors}
          options={options}
        />
      </div>
      {snapshot.error && (
        <div className="dk-item-error" id={errorIdOf(id)} role="alert" aria-live="polite">
          {translateMessage(snapshot.error)}
        </div>
      )}
    </div>
  );
});
