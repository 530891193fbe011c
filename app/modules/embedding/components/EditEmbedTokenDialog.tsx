import { DataList, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { formErrorsOf } from "../../../api/formErrorsOf";
import { FormDialog } from "../../../components/FormDialog";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import type { EmbedToken } from "../api/EmbedToken";
import { updateEmbedToken } from "../api/updateEmbedToken";
import { useEntityChoices } from "../hooks/useEntityChoices";
import { type EditableToken, editableOf, tokenChangesOf } from "../utils/tokenChanges";
import { actionLabels } from "./actionLabels";
import { EditableTokenFields } from "./EditableTokenFields";

/**
 * A token's name, allowed origins and expiry (PATCH /embedtoken/{id}, only what changed). What it may do,
 * for which entity and with which role, is shown but fixed: a different right is a new token.
 */
export function EditEmbedTokenDialog({
  token,
  onClose,
  onSaved,
}: {
  token: EmbedToken;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { nameOf } = useEntityChoices();
  const [form, setForm] = useState<EditableToken>(() => editableOf(token));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<EditableToken>) => setForm({ ...form, ...change });

  const saving = useSaveMutation({
    save: () => updateEmbedToken(token.id, tokenChangesOf(token, form)),
    onSaved: () => {
      toaster.create({ type: "success", title: t("Item has been saved") });
      onSaved();
      onClose();
    },
    // The dialog shows its failures itself: on the fields, else above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (_fields, failure) => setErrors(formErrorsOf(failure)),
  });

  const submit = async () => {
    // Nothing changed: nothing to send.
    if (Object.keys(tokenChangesOf(token, form)).length === 0) onClose();
    else await saving.save();
  };

  return (
    <FormDialog
      failure={errors.form}
      size="lg"
      title={t("Edit {name}", { name: token.name })}
      onClose={onClose}
      onSubmit={submit}
      saving={saving.isPending}
    >
      <EditableTokenFields value={form} errors={errors} onChange={set}>
        <Stack gap="2">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t("Entity")}</DataList.ItemLabel>
              <DataList.ItemValue>{nameOf(token.entity)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("Action")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {t(actionLabels[token.action])}
                {token.record !== null && ` #${token.record}`}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("Role")}</DataList.ItemLabel>
              <DataList.ItemValue>{token.role.name ?? `#${token.role.id}`}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Text fontSize="sm" color="fg.muted">
            {t("What a token may do stays as it is: make a new token for something else.")}
          </Text>
        </Stack>
      </EditableTokenFields>
    </FormDialog>
  );
}
