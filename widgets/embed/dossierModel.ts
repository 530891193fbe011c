import { compile, type ViewModel } from "../../engine";
import type { Bundle } from "../../schemas/bundle";

/** What a dossier form does: a new record, one to change, or one to read. */
export type DossierMode = "create" | "edit" | "show";

/** Who is looking and in which language, where it differs from the bundle's own context. */
export interface DossierContext {
  /** A locale code such as nl_NL: the language labels and options are picked in. */
  locale?: string;
  /** The role ids whose rights and field visibility apply. */
  roles?: number[];
}

/** The engine's view for a mode: create and edit fill in the edit view, show reads the show view. */
export function viewOfMode(mode: DossierMode): "edit" | "show" {
  return mode === "show" ? "show" : "edit";
}

/** Compiles a bundle for a mode, with the locale and roles given in place of the bundle's own. */
export function compileDossier(bundle: Bundle, mode: DossierMode, context: DossierContext = {}): ViewModel {
  const merged: Bundle = {
    ...bundle,
    context: {
      ...bundle.context,
      ...(context.locale ? { locale: context.locale } : {}),
      ...(context.roles ? { roles: context.roles } : {}),
    },
  };
  return compile(merged, viewOfMode(mode));
}
