import { useState } from "react";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import { settingsErrorsOf } from "../utils/settingsErrorsOf";

/**
 * A settings page's form state: the values, their errors (a field's error goes when it changes, with the
 * form's), and a save that shows it is busy, says "saved" when done and turns a failure into errors.
 */
export function useSettingsForm<Form extends object>(initial: Form | (() => Form)) {
  const t = useT();
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Form | "form", string>>>({});
  const [pending, setPending] = useState(false);

  const change = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _, form: __, ...rest }) => rest as Partial<Record<keyof Form | "form", string>>);
  };

  const save = async (send: () => Promise<void>) => {
    setPending(true);
    try {
      await send();
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    } catch (failure) {
      setErrors(settingsErrorsOf(failure) as Partial<Record<keyof Form | "form", string>>);
    } finally {
      setPending(false);
    }
  };

  return { form, setForm, errors, setErrors, pending, change, save };
}
