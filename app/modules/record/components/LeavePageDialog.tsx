import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useT } from "../../../i18n/useT";

export interface LeavePageDialogProps {
  open: boolean;
  /** The record type's name, as in 'Discard changes to {dossier}'. */
  dossier: string;
  onLeave: () => void;
  onStay: () => void;
}

/** Asks before a dirty form is left: 'Leave page' or 'Continue working'. */
export function LeavePageDialog({ open, dossier, onLeave, onStay }: LeavePageDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t("Discard changes to {dossier}", { dossier })}
      text={t("You made unsaved changes")}
      confirmLabel={t("Leave page")}
      cancelLabel={t("Continue working")}
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
