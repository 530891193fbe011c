import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Bundle, CustomView, CustomViewWrite } from "../../../../../schemas";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { useT } from "../../../../i18n/useT";
import { createCustomView } from "../../api/createCustomView";
import { deleteCustomView } from "../../api/deleteCustomView";
import { entityKeys } from "../../api/entityKeys";
import { updateCustomView } from "../../api/updateCustomView";
import { toastSaved } from "../../utils/designerToast";
import { failureMessage } from "../dataField/failureMessage";
import { CustomViewEditor } from "./CustomViewEditor";

/** What opens over the list: the editor (of a view, or of a new one) or the delete confirmation. */
type Over = { kind: "edit"; view: CustomView | undefined } | { kind: "delete"; view: CustomView };

export interface CustomViewsButtonProps {
  bundle: Bundle;
  environmentId: number | undefined;
}

/**
 * The field designer's Custom views entry: the entity's custom views to add, rename or delete (after a
 * confirmation). The bundle is read again after each change, so the preview's view choice follows at once.
 */
export function CustomViewsButton({ bundle, environmentId }: CustomViewsButtonProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const entityId = bundle.entity.id;
  const [open, setOpen] = useState(false);
  const [over, setOver] = useState<Over>();
  // Why the last delete was refused: the server's message, else the general one.
  const [deleteFailed, setDeleteFailed] = useState<string>();
  const views = bundle.custom_views ?? [];
  const reload = () => queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(entityId) });

  const save = async (view: CustomView | undefined, body: CustomViewWrite) => {
    if (view) await updateCustomView(view.id, body);
    else await createCustomView(body);
    await reload();
    toastSaved(t);
    setOver(undefined);
  };

  const remove = async (view: CustomView) => {
    try {
      await deleteCustomView(view.id);
      await reload();
      setDeleteFailed(undefined);
    } catch (failure) {
      setDeleteFailed(failureMessage(failure));
    }
    setOver(undefined);
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("Custom views")}
      </Button>
      {open && (
        <Dialog.Root open onOpenChange={(event) => !event.open && setOpen(false)}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t("Custom views")}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="2" as="ul" listStyleType="none">
                    {views.length === 0 && <Text color="fg.muted">{t("No items found")}</Text>}
                    {views.map((view) => (
                      <HStack as="li" key={view.id} justify="space-between" borderBottomWidth="1px" py="1">
                        <Text>{view.viewName}</Text>
                        <HStack gap="1">
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={t("Edit custom view {name}", { name: view.viewName })}
                            onClick={() => setOver({ kind: "edit", view })}
                          >
                            {t("Edit")}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={t("Delete custom view {name}", { name: view.viewName })}
                            onClick={() => setOver({ kind: "delete", view })}
                          >
                            {t("Delete")}
                          </Button>
                        </HStack>
                      </HStack>
                    ))}
                  </Stack>
                  {deleteFailed && (
                    <Text color="fg.error" mt="2">
                      {t(deleteFailed)}
                    </Text>
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="teal" onClick={() => setOver({ kind: "edit", view: undefined })}>
                    {t("Add custom view")}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t("Close")} />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
      {/* Opened over the list, which stays open below. */}
      {over?.kind === "edit" && (
        <CustomViewEditor
          view={over.view}
          entityId={entityId}
          environmentId={environmentId}
          onSave={(body) => save(over.view, body)}
          onCancel={() => setOver(undefined)}
        />
      )}
      {over?.kind === "delete" && (
        <ConfirmDialog
          open
          title={t("Delete custom view {name}", { name: over.view.viewName })}
          text={t("The display items placed in this view are deleted with it.")}
          confirmLabel={t("Delete")}
          cancelLabel={t("Cancel")}
          onConfirm={() => void remove(over.view)}
          onCancel={() => setOver(undefined)}
        />
      )}
    </>
  );
}
