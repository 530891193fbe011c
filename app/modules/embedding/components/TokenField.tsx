import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/useT";

/** One labelled field of a token's form with its error, as the server names it (required unless said). */
export function TokenField(props: {
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const required = props.required ?? true;
  return (
    <Field.Root required={required} invalid={!!props.error}>
      <Field.Label>
        {props.label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {props.children}
      {props.error && <Field.ErrorText>{t(props.error)}</Field.ErrorText>}
    </Field.Root>
  );
}
