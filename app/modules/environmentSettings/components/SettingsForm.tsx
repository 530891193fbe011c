import { Button, HStack, Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";

export interface SettingsFormProps {
  /** The form's (translated) accessible name. */
  label: string;
  onSubmit: () => void;
  /** The message id of an error of the whole form, shown above the fields. */
  formError?: string;
  pending: boolean;
  /** Space between the fields. */
  gap?: string;
  /** Buttons after Save. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A settings page's form: its error, its fields and the Save button. */
export function SettingsForm({
  label,
  onSubmit,
  formError,
  pending,
  gap = "5",
  actions,
  children,
}: SettingsFormProps) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {formError && <Alert status="danger">{t(formError)}</Alert>}
        {children}
        <HStack>
          <Button type="submit" colorPalette="teal" loading={pending}>
            {t("Save")}
          </Button>
          {actions}
        </HStack>
      </Stack>
    </form>
  );
}
