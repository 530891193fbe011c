import { Button, HStack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { StarIcon } from "../../../components/icons/StarIcon";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { SendMessageButton } from "../../messages/components/SendMessageButton";
import { ExportRecordButton } from "../../records/components/ExportRecordButton";
import { RecordShareMenu } from "../../share/components/RecordShareMenu";
import { favouriteKeys } from "../../shell/api/favouriteKeys";
import { deleteRecord } from "../api/deleteRecord";
import type { RecordDetail } from "../api/RecordDetail";
import { setArchived } from "../api/setArchived";
import { setFavorite } from "../api/setFavorite";
import { setSubscribed } from "../api/setSubscribed";
import { ChangeLogDialogButton } from "./ChangeLogDialogButton";

export interface RecordActionsProps {
  record: RecordDetail;
  /** The entity is archivable and the caller holds archive. */
  canArchive: boolean;
  canDelete: boolean;
  /** Admins and environment admins get the field designer link (spec 6). */
  fieldDesigner: boolean;
  /** After a change of the record's flags: read it again. */
  onChanged: () => void;
  onDeleted: () => void;
}

type Asking = "archive" | "dearchive" | "delete" | null;

/**
 * Share (or copy link), send message, favourite, subscribe, archive / dearchive, export, change log and
 * delete, as the caller's rights allow.
 */
export function RecordActions({
  record,
  canArchive,
  canDelete,
  fieldDesigner,
  onChanged,
  onDeleted,
}: RecordActionsProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  // One action at a time: the call, then what follows on success; any failure says 'Something went wrong'.
  const acting = useSaveMutation<{ call: () => Promise<void>; done: () => void }>({
    save: ({ call }) => call(),
    onSaved: (_, { done }) => done(),
    invalidToast: false,
  });
  const busy = acting.isPending;

  const run = (action: () => Promise<void>, success?: string) =>
    acting.save({
      call: action,
      done: () => {
        if (success) toaster.create({ type: "success", title: success });
        onChanged();
      },
    });

  const confirm = async () => {
    const chosen = asking;
    setAsking(null);
    if (chosen === "delete") {
      await acting.save({ call: () => deleteRecord(record.id), done: onDeleted });
    } else if (chosen) {
      await run(() => setArchived(record.id, chosen === "archive"));
    }
  };

  return (
    <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t("Actions")}>
      <RecordShareMenu record={record} />
      <SendMessageButton record={record} />
      <Button
        size="sm"
        variant={record.favorite ? "solid" : "outline"}
        aria-pressed={record.favorite}
        disabled={busy}
        onClick={() =>
          run(
            async () => {
              await setFavorite(record.id, !record.favorite);
              // The favourites sidebar lists it, or no longer does.
              void queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
            },
            t(record.favorite ? "dossier_errors.favorite_remove" : "dossier_errors.favorite_add"),
          )
        }
      >
        <StarIcon />
        {t("Favorite")}
      </Button>
      <Button
        size="sm"
        variant={record.subscribed ? "solid" : "outline"}
        aria-pressed={record.subscribed}
        disabled={busy}
        onClick={() => run(() => setSubscribed(record.id, !record.subscribed))}
      >
        {t("Ontvang notificaties")}
      </Button>
      {canArchive && (
        <Button
          size="sm"
          variant="outline"
          // Not disabled while the archiving runs: the confirmation hands the focus back to this button.
          aria-disabled={busy}
          onClick={() => !busy && setAsking(record.archived ? "dearchive" : "archive")}
        >
          {record.archived ? t("Dearchive") : t("Archive")}
        </Button>
      )}
      <ExportRecordButton entityId={record.def_dossier_id} recordId={record.id} />
      <ChangeLogDialogButton record={record} />
      {fieldDesigner && (
        <Button asChild size="sm" variant="outline">
          <Link
            to="/fieldeditor/$id"
            params={{ id: String(record.def_dossier_id) }}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("Field editor")}
          </Link>
        </Button>
      )}
      {canDelete && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={() => setAsking("delete")}
        >
          {t("Delete")}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t("Confirmation")}
        text={
          asking === "delete"
            ? t("Are you sure you want to delete this item?")
            : asking === "dearchive"
              ? t("Are you sure you want to dearchive this item?")
              : t("Are you sure you want to archive this item?")
        }
        confirmLabel={
          asking === "delete" ? t("Delete") : asking === "dearchive" ? t("Dearchive") : t("Archive")
        }
        cancelLabel={t("Cancel")}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </HStack>
  );
}
