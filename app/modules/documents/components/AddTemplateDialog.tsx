import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { FormDialog } from "../../../components/FormDialog";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import { documentTemplateKeys } from "../api/documentTemplateKeys";
import { saveDocumentTemplate } from "../api/saveDocumentTemplate";
import { templateChanges } from "../utils/templateChanges";
import { type TemplateDraft, TemplateFields } from "./TemplateFields";

/** The 'Add template' dialog: name, entity and .docx; saved, it opens the new template's page. */
export function AddTemplateDialog({
  environmentId,
  onClose,
}: {
  environmentId: number;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TemplateDraft>({ name: "", entity: "", file: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: async () =>
      saveDocumentTemplate({ environment: environmentId }, await templateChanges(draft)),
    onSuccess: (saved) => {
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
      void queryClient.invalidateQueries({ queryKey: documentTemplateKeys.all });
      void navigate({ to: "/wordkedocx/$id", params: { id: String(saved.id) } });
    },
    onError: (error) => {
      const found = fieldErrorsOf(error);
      setErrors(found);
      if (Object.keys(found).length === 0)
        toaster.create({ type: "error", title: t("Something went wrong") });
    },
  });
  const submit = () => {
    const missing: Record<string, string> = {};
    if (!draft.name.trim()) missing.name = "This is a required field";
    if (!draft.file) missing.file = "This is a required field";
    setErrors(missing);
    if (Object.keys(missing).length === 0) save.mutate();
  };
  return (
    <FormDialog title={t("Add template")} onClose={onClose} onSubmit={submit} saving={save.isPending}>
      <TemplateFields draft={draft} errors={errors} fileRequired onChange={setDraft} />
    </FormDialog>
  );
}
