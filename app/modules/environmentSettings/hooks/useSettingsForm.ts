import { useState } from "react";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { settingsErrorsOf } from "../utils/settingsErrorsOf";

/**
 * A settings page's form state: the values, their errors (a field's error goes when it changes, with the
 * form's), and a save (useSaveMutation) that shows it is busy, says "saved" when done and turns a failure into
 * errors.
 */
export function useSettingsForm<Form extends object>(initial: Form | (() => Form)) {
  const t = useT();
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Form | "form", string>>>({});
  const saving = useSaveMutation({
    save: (send: () => Promise<void>) => send(),
    onSaved: () => {
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    },
    // The page shows its failures itself, on the fields and above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (_fields, failure) =>
      setErrors(settingsErrorsOf(failure) as Partial<Record<keyof Form | "form", string>>),
  });

  const change = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _, form: __, ...rest }) => rest as Partial<Record<keyof Form | "form", string>>);
  };

  const save = async (send: () => Promise<void>) => {
    await saving.save(send);
  };

  return { form, setForm, errors, setErrors, pending: saving.isPending, change, save };
}
