import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
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
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t("Add template")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <TemplateFields draft={draft} errors={errors} fileRequired onChange={setDraft} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t("Cancel")}
                </Button>
                <Button type="submit" colorPalette="teal" loading={save.isPending}>
                  {t("Save")}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
