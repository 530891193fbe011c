import { Field, NativeSelect, Stack } from "@chakra-ui/react";
import type { Locale, Role } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { viewLabel } from "../utils/viewLabel";
import { RoleCheckboxes } from "./RoleCheckboxes";

export interface PreviewControlsProps {
  views: string[];
  view: string;
  onView: (view: string) => void;
  locales: Locale[];
  locale: string;
  onLocale: (locale: string) => void;
  roles: Role[];
  selectedRoles: number[];
  onRoles: (roles: number[]) => void;
}

/** What the preview shows: the view, the language, and the roles of the user it is drawn for. */
export function PreviewControls(props: PreviewControlsProps) {
  const t = useT();
  const locales = props.locales.some((entry) => entry.code === props.locale)
    ? props.locales
    : [{ id: 0, code: props.locale, name: props.locale }, ...props.locales];
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{t("View")}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={props.view} onChange={(event) => props.onView(event.target.value)}>
            {props.views.map((view) => (
              <option key={view} value={view}>
                {viewLabel(view, t)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t("Language")}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={props.locale} onChange={(event) => props.onLocale(event.target.value)}>
            {locales.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <RoleCheckboxes
        idPrefix="preview-role"
        legend={t("Preview as a user with these roles")}
        roles={props.roles}
        selected={props.selectedRoles}
        onChange={props.onRoles}
      />
    </Stack>
  );
}
