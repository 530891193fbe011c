import { useMemo } from "react";
import type { PathValues, Values, ViewModel } from "../../engine";
import type { Bundle } from "../../schemas/bundle";
import { DocketForm, type DocketFormProps } from "../form/DocketForm";
import { compileDossier, type DossierContext, type DossierMode } from "./dossierModel";

/** DocketForm's props that pass through unchanged. */
type PassedProps = Pick<
  DocketFormProps,
  | "store"
  | "positionIds"
  | "services"
  | "registry"
  | "serverErrors"
  | "id"
  | "onInvalid"
  | "children"
  | "element"
>;

/** Where the form's model comes from: a bundle the form compiles, or a model the caller compiled already. */
export type DossierSource =
  | { bundle: Bundle; model?: undefined }
  | {
      /** A model compiled already (an app that compiles once per page); mode, locale and roles are then its own. */
      model: ViewModel;
      bundle?: undefined;
    };

export type DossierFormProps = DossierSource &
  PassedProps & {
    /** create (default), edit or show. */
    mode?: DossierMode;
    /** The record's values by item id; the model's defaults when left out. Read once. */
    values?: Values;
    /** Values at the field paths of display rules. */
    paths?: PathValues;
    /** A locale code such as nl_NL; the bundle's own when left out. */
    locale?: string;
    /** The role ids whose rights apply; the bundle's own when left out. */
    roles?: number[];
    onChange?: (itemId: number, value: unknown) => void;
    /** Called with the writable values once the engine finds no error. */
    onSubmit?: (values: Values) => void;
  };

/** Compiles the bundle once per bundle, mode, locale and roles (or takes the given model). */
export function useDossierModel(
  source: DossierSource,
  mode: DossierMode,
  context: DossierContext,
): ViewModel {
  const { bundle, model } = source;
  const { locale } = context;
  const roles = context.roles?.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the roles' ids (joined) decide, not the array's identity
  return useMemo(
    () => model ?? compileDossier(bundle as Bundle, mode, { locale, roles: context.roles }),
    [model, bundle, mode, locale, roles],
  );
}

/**
 * One dossier form from an entity's bundle: the engine compiles it for the mode, DocketForm renders it
 * and validates with the engine (the function the server runs) before onSubmit gets the writable values.
 */
export function DossierForm(props: DossierFormProps) {
  const { mode = "create", values, paths, locale, roles, onChange, onSubmit, ...passed } = props;
  const model = useDossierModel(props, mode, { ...(locale ? { locale } : {}), ...(roles ? { roles } : {}) });
  const { bundle: _bundle, model: _model, ...formProps } = passed;
  return (
    <DocketForm
      {...formProps}
      model={model}
      {...(values ? { values } : {})}
      {...(paths ? { paths } : {})}
      {...(onChange ? { onChange } : {})}
      {...(onSubmit && mode !== "show" ? { onSubmit } : {})}
    />
  );
}

export type DossierViewProps = Omit<DossierFormProps, "mode" | "onSubmit" | "onInvalid">;

/** A record read-only: the show view of the bundle with the record's values. */
export function DossierView(props: DossierViewProps) {
  return <DossierForm {...(props as DossierFormProps)} mode="show" />;
}
