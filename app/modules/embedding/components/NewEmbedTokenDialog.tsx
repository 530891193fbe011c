import { Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formErrorsOf } from "../../../api/formErrorsOf";
import { FormDialog } from "../../../components/FormDialog";
import { FormField } from "../../../components/FormField";
import { typedDigits } from "../../../components/typedDigits";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { listRoles } from "../../roles/api/listRoles";
import { roleKeys } from "../../roles/api/roleKeys";
import { createEmbedToken } from "../api/createEmbedToken";
import type { EmbedAction } from "../api/EmbedToken";
import { useEntityChoices } from "../hooks/useEntityChoices";
import { originsOf } from "../utils/embedSnippets";
import type { EditableToken } from "../utils/tokenChanges";
import { actionLabels } from "./actionLabels";
import { EditableTokenFields } from "./EditableTokenFields";
import { EmbedSnippets } from "./EmbedSnippets";

const DAY = 86_400_000;

interface Form extends EditableToken {
  entity: string;
  action: EmbedAction;
  record: string;
  role: string;
}

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

  const submit = async () => {
    await saving.save();
  };

  return (
    <FormDialog
      failure={errors.form}
      size="lg"
      title={t("New embed token")}
      onClose={onClose}
      onSubmit={submit}
      saving={saving.isPending}
      done={created !== null}
    >
      {created ? (
        <EmbedSnippets token={created.token} entity={created.entity} locale={locale} />
      ) : (
        <Stack gap="4">
          <EditableTokenFields value={form} errors={errors} onChange={set}>
            <FormField label={t("Entity")} error={errors.entity} required>
              <NativeSelect.Root>
                <NativeSelect.Field value={form.entity} onChange={(e) => set({ entity: e.target.value })}>
                  <option value="">{t("Choose")}</option>
                  {entities.map((entity) => (
                    <option key={entity.id} value={entity.id}>
                      {nameOf(entity.id)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t("Action")} error={errors.action} required>
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
            </FormField>
            {form.action !== "create" && (
              <FormField label={t("Record id")} error={errors.record} required>
                <Input
                  inputMode="numeric"
                  value={form.record}
                  onChange={(e) => set({ record: typedDigits(e.target) })}
                />
              </FormField>
            )}
            <FormField label={t("Role")} error={errors.role} required>
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
            </FormField>
          </EditableTokenFields>
        </Stack>
      )}
    </FormDialog>
  );
}
