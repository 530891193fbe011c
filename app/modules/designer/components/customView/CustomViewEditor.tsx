import { Button, CloseButton, Dialog, Field, Input, Portal, Tabs } from "@chakra-ui/react";
import { useState } from "react";
import type { CustomView, CustomViewWrite } from "../../../../../schemas";
import { VIEW_MODES } from "../../../../../schemas/names";
import { Alert } from "../../../../../widgets/theme/Alert";
import { fieldErrorsOf } from "../../../../api/fieldErrorsOf";
import { useSaveMutation } from "../../../../hooks/useSaveMutation";
import { useT } from "../../../../i18n/useT";
import { failureMessage } from "../dataField/failureMessage";

export interface CustomViewEditorProps {
  /** The view to rename; undefined for a new one. */
  view: CustomView | undefined;
  entityId: number;
  environmentId: number | undefined;
  /** Sends the body (POST or PATCH); rejects with the server's answer. */
  onSave: (body: CustomViewWrite) => Promise<void>;
  onCancel: () => void;
}

/** The display custom view editor (spec 3-designer section 2 item 4): one tab Generic with the view name. */
export function CustomViewEditor({ view, entityId, environmentId, onSave, onCancel }: CustomViewEditorProps) {
  const t = useT();
  const [name, setName] = useState(view?.viewName ?? "");
  const [error, setError] = useState<string>();
  const [failed, setFailed] = useState<string>();

  const saving = useSaveMutation({
    save: async (viewName: string) => {
      await onSave({
        viewName,
        ...(environmentId !== undefined ? { environment: environmentId } : {}),
        defDossier: entityId,
      });
    },
    toaster: "designer",
    // A failure no field shows is the editor's own alert.
    failureToast: null,
    onFailure: (_found, failure) => {
      const found = fieldErrorsOf(failure);
      setError(found.viewName);
      if (!found.viewName) setFailed(failureMessage(failure));
    },
  });

  const save = async () => {
    const viewName = name.trim();
    // The standard views cannot be a custom view's name.
    const local =
      viewName === ""
        ? "This is a required field"
        : (VIEW_MODES as readonly string[]).includes(viewName)
          ? "This value is not valid"
          : undefined;
    setError(local);
    if (local) {
      saving.toastInvalid();
      return;
    }
    setFailed(undefined);
    await saving.save(viewName);
  };

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {view ? t("Edit custom view {name}", { name: view.viewName }) : t("New custom view")}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {failed && (
                <Alert status="danger" mb="3">
                  {t(failed)}
                </Alert>
              )}
              <Tabs.Root defaultValue="generic" size="sm">
                <Tabs.List mb="4">
                  <Tabs.Trigger value="generic">{t("Generic")}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="generic">
                  <Field.Root required invalid={!!error}>
                    <Field.Label>
                      {t("View name")}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      value={name}
                      maxLength={255}
                      onChange={(event) => {
                        setName(event.target.value);
                        setError(undefined);
                      }}
                      onKeyDown={(event) => {
                        if (event.key === "Enter") void save();
                      }}
                    />
                    {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
                  </Field.Root>
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t("Cancel")}
              </Button>
              <Button colorPalette="teal" loading={saving.isPending} onClick={save}>
                {t("Save")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("Close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
