import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Textarea } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { formErrorsOf } from "../../../api/formErrorsOf";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { listRoles } from "../../roles/api/listRoles";
import { roleKeys } from "../../roles/api/roleKeys";
import { createEmbedToken } from "../api/createEmbedToken";
import type { EmbedAction } from "../api/EmbedToken";
import { useEntityChoices } from "../hooks/useEntityChoices";
import { originsOf } from "../utils/embedSnippets";
import { actionLabels } from "./actionLabels";
import { EmbedSnippets } from "./EmbedSnippets";

const DAY = 86_400_000;

interface Form {
  name: string;
  entity: string;
  action: EmbedAction;
  record: string;
  role: string;
  origins: string;
  expiresAt: string;
}

/** One labelled field with its error, as the server names it. */
function Labelled(props: {
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Field.Root required={props.required ?? true} invalid={!!props.error}>
      <Field.Label>
        {props.label}
        {(props.required ?? true) && <Field.RequiredIndicator />}
      </Field.Label>
      {props.children}
      {props.error && <Field.ErrorText>{t(props.error)}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The errors of the origins, one a line: the first that names an origin, else the list's own. */
const originsError = (errors: Record<string, string>) =>
  errors.allowedOrigins ?? Object.entries(errors).find(([key]) => key.startsWith("allowedOrigins."))?.[1];

/** 'New embed token': what it may do, for whom and until when; then its string and snippets, shown once. */
export function NewEmbedTokenDialog({
  environmentId,
  onClose,
  onCreated,
}: {
  environmentId: number;
  onClose: () => void;
  onCreated: () => void;
}) {
  const t = useT();
  const { entities, nameOf } = useEntityChoices();
  const locale = useContentLocale();
  const roles = useQuery({
    queryKey: roleKeys.choices(environmentId, "all"),
    queryFn: () => listRoles(environmentId),
  });
  const [form, setForm] = useState<Form>({
    name: "",
    entity: "",
    action: "create",
    record: "",
    role: "",
    origins: "",
    expiresAt: new Date(Date.now() + 90 * DAY).toISOString().slice(0, 10),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ token: string; entity: number } | null>(null);
  const set = (change: Partial<Form>) => setForm({ ...form, ...change });

  const saving = useSaveMutation({
    save: () =>
      createEmbedToken({
        environment: environmentId,
        name: form.name.trim(),
        entity: Number(form.entity),
        action: form.action,
        ...(form.action !== "create" ? { record: Number(form.record) } : {}),
        role: Number(form.role),
        allowedOrigins: originsOf(form.origins),
        expiresAt: form.expiresAt,
      }),
    onSaved: (answer) => {
      setCreated({ token: answer.token, entity: answer.entity });
      onCreated();
    },
    // The dialog shows its failures itself: on the fields, else above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (_fields, failure) => setErrors(formErrorsOf(failure)),
  });

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    await saving.save();
  };

  return (
    <Dialog.Root open size="lg" onOpenChange={(change) => !change.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(submitted) => void submit(submitted)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t("New embed token")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {created ? (
                  <EmbedSnippets token={created.token} entity={created.entity} locale={locale} />
                ) : (
                  <Stack gap="4">
                    {errors.form && <Alert status="danger">{t(errors.form)}</Alert>}
                    <Labelled label={t("Name")} error={errors.name}>
                      <Input
                        value={form.name}
                        maxLength={255}
                        onChange={(e) => set({ name: e.target.value })}
                      />
                    </Labelled>
                    <Labelled label={t("Entity")} error={errors.entity}>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={form.entity}
                          onChange={(e) => set({ entity: e.target.value })}
                        >
                          <option value="">{t("Choose")}</option>
                          {entities.map((entity) => (
                            <option key={entity.id} value={entity.id}>
                              {nameOf(entity.id)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Labelled>
                    <Labelled label={t("Action")} error={errors.action}>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={form.action}
                          onChange={(e) => set({ action: e.target.value as EmbedAction })}
                        >
                          {(Object.keys(actionLabels) as EmbedAction[]).map((action) => (
                            <option key={action} value={action}>
                              {t(actionLabels[action])}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Labelled>
                    {form.action !== "create" && (
                      <Labelled label={t("Record id")} error={errors.record}>
                        <Input
                          inputMode="numeric"
                          value={form.record}
                          onChange={(e) => set({ record: e.target.value.replace(/\D/g, "") })}
                        />
                      </Labelled>
                    )}
                    <Labelled label={t("Role")} error={errors.role}>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={form.role} onChange={(e) => set({ role: e.target.value })}>
                          <option value="">{t("Choose")}</option>
                          {(roles.data?.results ?? []).map((role) => (
                            <option key={role.id} value={role.id}>
                              {role.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Labelled>
                    <Labelled label={t("Allowed origins (one a line)")} error={originsError(errors)}>
                      <Textarea
                        rows={3}
                        placeholder="https://www.example.org"
                        value={form.origins}
                        onChange={(e) => set({ origins: e.target.value })}
                      />
                    </Labelled>
                    <Labelled label={t("Expires on")} error={errors.expiresAt}>
                      <Input
                        type="date"
                        value={form.expiresAt}
                        onChange={(e) => set({ expiresAt: e.target.value })}
                      />
                    </Labelled>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {created ? (
                  <Button onClick={onClose}>{t("Close")}</Button>
                ) : (
                  <>
                    <Button variant="outline" onClick={onClose}>
                      {t("Cancel")}
                    </Button>
                    <Button type="submit" colorPalette="teal" loading={saving.isPending}>
                      {t("Save")}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
