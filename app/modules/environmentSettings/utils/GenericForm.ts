import type { EnvironmentDetails } from "../../../../schemas";

/** The Generic page's fields. `image` is the logo as shown: its address, a new data URL, or null. */
export interface GenericForm {
  name: string;
  description: string;
  image: string | null;
  active: boolean;
  languages: string[];
}

export type GenericErrors = Partial<Record<keyof GenericForm | "form", string>>;

export function genericFormOf(environment: EnvironmentDetails): GenericForm {
  return {
    name: environment.name,
    description: environment.description ?? "",
    image: environment.image ?? null,
    active: environment.active,
    languages: (environment.locales ?? []).map((locale) => locale.code),
  };
}

const REQUIRED = "This is a required field";

/** Spec 1-platform section 5: name, description and at least one language are required. */
export function validateGenericForm(form: GenericForm): GenericErrors {
  const errors: GenericErrors = {};
  if (!form.name.trim()) errors.name = REQUIRED;
  if (!form.description.trim()) errors.description = REQUIRED;
  if (form.languages.length === 0) errors.languages = REQUIRED;
  return errors;
}

export function sameGenericForm(a: GenericForm, b: GenericForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
