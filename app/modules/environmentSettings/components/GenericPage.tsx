import { Button, Checkbox } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import { useState } from "react";
import type { EnvironmentDetails } from "../../../../schemas";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useT } from "../../../i18n/useT";
import { environmentKeys } from "../../environment/api/environmentKeys";
import { EnvironmentIdentityFields } from "../../environment/components/EnvironmentIdentityFields";
import { useMe } from "../../user/hooks/useMe";
import { updateEnvironment } from "../api/updateEnvironment";
import { useSettingsForm } from "../hooks/useSettingsForm";
import { genericFormOf, sameGenericForm, validateGenericForm } from "../utils/GenericForm";
import { OrderedLanguagesInput } from "./OrderedLanguagesInput";
import { SettingsForm } from "./SettingsForm";
import { SettingsFrame } from "./SettingsFrame";

/** /environment/edit (Generic): the chosen environment's name, description, logo, state and languages. */
export function GenericPage() {
  return (
    <SettingsFrame title="Generic" credential="kedo.env">
      {(environment) => <GenericEditor key={environment.id} environment={environment} />}
    </SettingsFrame>
  );
}

function GenericEditor({ environment }: { environment: EnvironmentDetails }) {
  const t = useT();
  const me = useMe();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => genericFormOf(environment));
  const { form, setForm, errors, setErrors, pending, change, save } = useSettingsForm(saved);
  const dirty = !sameGenericForm(form, saved);
  // Switching an environment on or off is for super admins and the contract admin who created it.
  const mayToggle =
    !!me.data?.super_admin ||
    (!!me.data?.contract_admin && environment.created_by?.username === me.data.username);

  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });

  const submit = () => {
    const found = validateGenericForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    return save(async () => {
      await updateEnvironment(environment.id, {
        name: form.name.trim(),
        description: form.description.trim(),
        languages: form.languages,
        // The logo is sent only when it changed: a new data URL, or null to remove it.
        ...(form.image !== saved.image ? { image: form.image } : {}),
        ...(mayToggle && form.active !== saved.active ? { active: form.active } : {}),
      });
      setSaved(form);
      await queryClient.invalidateQueries({ queryKey: environmentKeys.one(environment.id) });
      await queryClient.invalidateQueries({ queryKey: environmentKeys.lists });
    });
  };

  return (
    <>
      <SettingsForm
        label={t("Generic")}
        onSubmit={() => void submit()}
        formError={errors.form}
        pending={pending}
        actions={
          <Button variant="outline" disabled={!dirty} onClick={() => setForm(saved)}>
            {t("Cancel")}
          </Button>
        }
      >
        <EnvironmentIdentityFields
          value={form}
          errors={errors}
          onChange={change}
          onImageError={(message) => setErrors((previous) => ({ ...previous, image: message }))}
        />
        <Checkbox.Root
          checked={form.active}
          disabled={!mayToggle}
          onCheckedChange={(event) => change("active", event.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t("Active")}</Checkbox.Label>
        </Checkbox.Root>
        <OrderedLanguagesInput
          value={form.languages}
          onChange={(languages) => change("languages", languages)}
          error={errors.languages}
        />
      </SettingsForm>
      <ConfirmDialog
        open={blocker.status === "blocked"}
        title={t("Confirmation")}
        text={t("You made unsaved changes")}
        confirmLabel={t("Leave page")}
        cancelLabel={t("Continue working")}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
