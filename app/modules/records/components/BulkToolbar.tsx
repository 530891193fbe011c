import { Alert, Button, HStack, Menu, Portal, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useT } from "../../../i18n/useT";
import type { BulkAction } from "../utils/BulkAction";

export interface BulkToolbarProps {
  count: number;
  canDelete: boolean;
  canArchive: boolean;
  /** Whether any selected record is archived / not archived (both offered without a selection). */
  anyArchived: boolean;
  anyActive: boolean;
  busy: boolean;
  /** Runs the action on the selection; answers the ids that failed. */
  onRun: (action: BulkAction) => Promise<number[]>;
}

const CONFIRMED: ReadonlySet<BulkAction> = new Set(["delete", "archive"]);

/** The bulk actions on the selected rows; without a selection each says 'Select dossiers first'. */
export function BulkToolbar({
  count,
  canDelete,
  canArchive,
  anyArchived,
  anyActive,
  busy,
  onRun,
}: BulkToolbarProps) {
  const t = useT();
  const [notice, setNotice] = useState(false);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  /** A confirmed action that failed for some records: the dialog stays open and says so. */
  const [failed, setFailed] = useState(false);
  const choose = (action: BulkAction) => {
    if (count === 0) {
      setNotice(true);
      return;
    }
    setNotice(false);
    if (CONFIRMED.has(action)) setConfirming(action);
    else void onRun(action);
  };
  const none = count === 0;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t("Bulk actions")}>
        {canDelete && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={busy}
            onClick={() => choose("delete")}
          >
            {t("Delete")}
          </Button>
        )}
        <Menu.Root onSelect={(details) => choose(details.value as BulkAction)}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline" disabled={busy}>
              {t("More actions")}
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="subscribe">{t("Subscription")}</Menu.Item>
                <Menu.Item value="unsubscribe">{t("Stop subscription")}</Menu.Item>
                {canArchive && (none || anyActive) && <Menu.Item value="archive">{t("Archive")}</Menu.Item>}
                {canArchive && (none || anyArchived) && (
                  <Menu.Item value="dearchive">{t("Dearchive")}</Menu.Item>
                )}
                <Menu.Item value="favorite">{t("Favorite")}</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        {count > 0 && (
          <Alert.Root status="info" size="sm" width="auto" py="1" variant="subtle">
            <Alert.Title>{t("{count} selected", { count })}</Alert.Title>
          </Alert.Root>
        )}
      </HStack>
      {notice && none && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t("Select dossiers first")}</Alert.Title>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === "archive" ? t("Archive") : t("Delete")}
        text={
          failed
            ? t("Something went wrong")
            : confirming === "archive"
              ? t("confirm_archive")
              : t("Are you sure you want to delete {count} items?", { count })
        }
        confirmLabel={confirming === "archive" ? t("Archive") : t("Delete")}
        cancelLabel={t("Cancel")}
        onCancel={() => {
          setConfirming(null);
          setFailed(false);
        }}
        onConfirm={async () => {
          if (!confirming || busy) return;
          // One call per record; the dialog closes once all succeeded, and stays with the error otherwise.
          const left = await onRun(confirming);
          if (left.length === 0) {
            setConfirming(null);
            setFailed(false);
          } else setFailed(true);
        }}
      />
    </Stack>
  );
}
