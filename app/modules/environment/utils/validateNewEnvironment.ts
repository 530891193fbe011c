import type { NewEnvironmentErrors, NewEnvironmentForm } from "./NewEnvironmentForm";

export const REQUIRED = "This is a required field";

/** Name, description and at least one language are required (spec 1-platform section 5). */
export function validateNewEnvironment(form: NewEnvironmentForm): NewEnvironmentErrors {
  const errors: NewEnvironmentErrors = {};
  if (!form.name.trim()) errors.name = REQUIRED;
  if (!form.description.trim()) errors.description = REQUIRED;
  if (form.languages.length === 0) errors.languages = REQUIRED;
  return errors;
}
