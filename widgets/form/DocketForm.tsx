import { Grid } from "@chakra-ui/react";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from "react";
import type { PathValues, Values, ViewModel } from "../../engine";
import { writableValues } from "../../engine";
import { formatContextOf, type WidgetEnvironment, WidgetEnvironmentContext } from "../environment";
import { widgetRegistry } from "../fields";
import { t } from "../i18n";
import type { WidgetRegistry } from "../registry";
import type { WidgetServices } from "../services";
import { FormItem } from "./FormItem";
import { FormStore } from "./formStore";
import { GRID_COLUMNS } from "./grid";
import { modeOf } from "./modeOf";
import { Toaster } from "./Toaster";
import { ToastStore } from "./toastStore";
import { useProgressiveMount } from "./useProgressiveMount";

export const INVALID_FORM_MESSAGE = "Not all fields are (correctly) filled in.";
/** Form toasts stay 2500 ms (spec 9). */
const TOAST_DURATION = 2500;
const FOCUSABLE = "input, select, textarea, button, [contenteditable='true'], [tabindex]";

export interface DocketFormProps {
  model: ViewModel;
  /** Starting values by item id (a record's values, or the model's defaults when left out); read once. */
  values?: Values;
  /** Values found at the field paths of display rules; may change at any time. */
  paths?: PathValues;
  /** A store the app keeps itself, to share values across the positions (tabs) it renders separately. */
  store?: FormStore;
  /** The display positions to render, in this order; all of the model's when left out. */
  positionIds?: number[];
  services?: WidgetServices;
  registry?: WidgetRegistry;
  /** Errors from the server's 400 answer, by item id or field key. */
  serverErrors?: Record<string, string>;
  /** The form element's id, so buttons elsewhere can submit it with form="...". */
  id?: string;
  onChange?: (itemId: number, value: unknown) => void;
  /** Called with the writable values when the engine finds no error. */
  onSubmit?: (values: Values) => void;
  onInvalid?: (errors: Record<string, string>) => void;
  /** Buttons and whatever else goes under the fields. */
  children?: ReactNode;
  /**
   * "div" for fields placed inside another form (a row input in a record's form), where a form of their
   * own would be a nested form; the caller then checks and sends the store's values itself.
   */
  element?: "form" | "div";
}

/** Creates the store a form keeps its values in. */
export function createFormStore(model: ViewModel, values?: Values, paths?: PathValues): FormStore {
  return new FormStore(model, values ?? model.defaults, paths);
}

/**
 * Renders a compiled view model on the 12-column grid: live conditions and display rules, required
 * asterisks, server errors on their items, and validation through the engine on submit.
 */
export function DocketForm(props: DocketFormProps) {
  const { model, services, registry = widgetRegistry, positionIds, id, children } = props;
  const previous = useRef<FormStore | null>(null);
  // A new model (another view, or recompiled for another language) keeps the values typed so far.
  // biome-ignore lint/correctness/useExhaustiveDependencies: values and paths are read once; later paths arrive through setPaths below
  const ownStore = useMemo(
    () =>
      props.store ??
      createFormStore(model, previous.current ? previous.current.values() : props.values, props.paths),
    [model, props.store],
  );
  previous.current = ownStore;
  const store = props.store ?? ownStore;
  const [toasts] = useState(() => new ToastStore(TOAST_DURATION));
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(props);
  latest.current = props;

  const environment = useMemo<WidgetEnvironment>(
    () => ({
      model,
      services: services ?? {},
      formatContext: formatContextOf(model, services ?? {}),
      toast: services?.toast ?? toasts.show,
    }),
    [model, services, toasts],
  );

  const positions = useMemo(() => {
    const all = model.layout.positions;
    const chosen = positionIds
      ? positionIds.flatMap((pid) => all.filter((position) => position.id === pid))
      : all;
    return chosen.filter((position) => position.items.length > 0);
  }, [model, positionIds]);
  const total = useMemo(
    () => positions.reduce((sum, position) => sum + position.items.length, 0),
    [positions],
  );
  // A long form mounts the items at the top first and the rest when the browser is idle.
  const { mounted, mountAll } = useProgressiveMount(total);
  // An error to focus once every item is mounted (it may lie among those not mounted yet).
  const [focusRequest, setFocusRequest] = useState<number | undefined>(undefined);
  const focusError = (itemId: number | undefined) => {
    if (itemId === undefined) return;
    if (mounted >= total) return focusItem(formRef.current, itemId);
    mountAll();
    setFocusRequest(itemId);
  };
  useEffect(() => {
    if (focusRequest === undefined || mounted < total) return;
    focusItem(formRef.current, focusRequest);
    setFocusRequest(undefined);
  }, [focusRequest, mounted, total]);

  useEffect(() => store.onValueChange((itemId, value) => latest.current.onChange?.(itemId, value)), [store]);
  useEffect(() => {
    if (props.paths) store.setPaths(props.paths);
  }, [store, props.paths]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusError only sets state; the errors are what to act on
  useEffect(() => {
    if (props.serverErrors) {
      store.setErrors(props.serverErrors);
      focusError(store.firstError());
    }
  }, [store, props.serverErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = store.validate();
    if (Object.keys(errors).length > 0) {
      environment.toast(t(INVALID_FORM_MESSAGE));
      focusError(store.firstError());
      latest.current.onInvalid?.(errors);
      return;
    }
    latest.current.onSubmit?.(writableValues(model, store.values()));
  };

  return (
    <WidgetEnvironmentContext.Provider value={environment}>
      <Fields
        element={props.element ?? "form"}
        formRef={formRef}
        id={id}
        onSubmit={submit}
        view={model.view}
        mounting={mounted < total}
      >
        {positions.map((position, index) => (
          <Grid
            key={position.id}
            data-position-id={position.id}
            templateColumns={`repeat(${GRID_COLUMNS}, minmax(0, 1fr))`}
            columnGap="4"
            rowGap="3"
            alignItems="start"
            mb="3"
          >
            {mountedOf(position.items, positions, index, mounted).map((itemId) => (
              <FormItem
                key={itemId}
                store={store}
                itemId={itemId}
                mode={modeOf(model, model.items[itemId] as (typeof model.items)[string])}
                registry={registry}
                hideLabels={model.layout.hideLabels}
              />
            ))}
          </Grid>
        ))}
        {children}
      </Fields>
      {!services?.toast && <Toaster store={toasts} />}
    </WidgetEnvironmentContext.Provider>
  );
}

/** The items of the index-th position that are mounted, when the first `mounted` of all are. */
function mountedOf(
  items: number[],
  positions: { items: number[] }[],
  index: number,
  mounted: number,
): number[] {
  let before = 0;
  for (let i = 0; i < index; i++) before += (positions[i] as { items: number[] }).items.length;
  return before + items.length <= mounted ? items : items.slice(0, Math.max(0, mounted - before));
}

/** The element around the fields: a form of their own, or a div inside another form. */
function Fields(props: {
  element: "form" | "div";
  formRef: RefObject<HTMLFormElement | null>;
  id: string | undefined;
  onSubmit: (event: FormEvent) => void;
  view: string;
  /** Items are still to mount (marked, so tests and benches can wait for the whole form). */
  mounting: boolean;
  children: ReactNode;
}) {
  const mounting = props.mounting ? "" : undefined;
  if (props.element === "div") {
    return (
      <div id={props.id} data-view={props.view} data-mounting={mounting}>
        {props.children}
      </div>
    );
  }
  return (
    <form
      ref={props.formRef}
      id={props.id}
      noValidate
      onSubmit={props.onSubmit}
      data-view={props.view}
      data-mounting={mounting}
    >
      {props.children}
    </form>
  );
}

/** Moves the focus to the first focusable element of an item. */
function focusItem(form: HTMLFormElement | null, itemId: number | undefined): void {
  if (!form || itemId === undefined) return;
  const body = form.querySelector(`[data-item-id="${itemId}"] [data-field-body]`);
  const target = body?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}
