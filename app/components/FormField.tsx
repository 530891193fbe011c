import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { translateMessage } from "../../locales";
import { useT } from "../i18n/useT";

export interface FormFieldProps {
  label: ReactNode;
  /** The field's error as the form or the server names it (a message id, or one with its values filled in). */
  error?: string | undefined;
  required?: boolean;
  /** A line under the control saying what to enter. */
  helperText?: ReactNode;
  /** The control's id, when it is not one of Chakra's own inputs (which take the field's). */
  htmlFor?: string;
  children: ReactNode;
}

/** One labelled control of a form: its label (with the required mark), the control, a hint and its error. */
export function FormField({ label, error, required = false, helperText, htmlFor, children }: FormFieldProps) {
  useT(); // the error's words follow the interface language
  return (
    <Field.Root required={required} invalid={!!error}>
      <Field.Label htmlFor={htmlFor}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{translateMessage(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
