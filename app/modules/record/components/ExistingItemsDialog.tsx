import { Button, Dialog, List, Portal, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import type { Conflict } from "../utils/conflictOf";
import { recordTitle } from "../utils/recordTitle";

export interface ExistingItemsDialogProps {
  conflict: Conflict | undefined;
  /**
   * Before 'Use this' opens the chosen record's page (warnings only): whatever the caller must drop first,
   * such as its unsaved-changes guard or its own dialog.
   */
  onLeave?: () => void;
  /** Saves again with ignore_existing (warnings only). */
  onIgnore: () => void;
  onClose: () => void;
}

/**
 * 'Already existing items': the records that hold the same unique values. Choosing one previews it; a
 * warning lets the user use that record or ignore the warning and save, other constraint types block.
 */
export function ExistingItemsDialog({ conflict, onLeave, onIgnore, onClose }: ExistingItemsDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const warning = conflict?.constraintType === "warning";
  const preview = conflict?.existing.find((record) => record.id === chosen);
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Dialog.Root
      open={conflict !== undefined}
      size="lg"
      onOpenChange={(event) => {
        if (!event.open) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Already existing items")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {preview ? (
                <Stack gap="3" data-testid="existing-preview">
                  <Text fontWeight="semibold">{recordTitle(preview)}</Text>
                  <Stack direction="row" gap="2">
                    {warning && (
                      <Button
                        colorPalette="teal"
                        onClick={() => {
                          setChosen(null);
                          onClose();
                          onLeave?.();
                          void navigate({ to: "/contentdossier/$id", params: { id: String(preview.id) } });
                        }}
                      >
                        {t("Use this")}
                      </Button>
                    )}
                    <Button variant="outline" onClick={() => setChosen(null)}>
                      {t("Close")}
                    </Button>
                  </Stack>
                </Stack>
              ) : (
                <Stack gap="3">
                  {Object.values(conflict?.errors ?? {}).map((message) => (
                    <Text key={message} color="fg.error">
                      {t(message)}
                    </Text>
                  ))}
                  <List.Root variant="plain" gap="2">
                    {(conflict?.existing ?? []).map((record) => (
                      <List.Item key={record.id}>
                        <Button variant="ghost" size="sm" onClick={() => setChosen(record.id)}>
                          {recordTitle(record)}
                        </Button>
                      </List.Item>
                    ))}
                  </List.Root>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {warning && (
                <Button
                  colorPalette="red"
                  onClick={() => {
                    setChosen(null);
                    onIgnore();
                  }}
                >
                  {t("Ignore warning and save")}
                </Button>
              )}
              <Button variant="outline" onClick={close}>
                {t("Close")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
