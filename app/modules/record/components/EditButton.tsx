import { Button, Spinner } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";

export interface EditButtonProps {
  /** While the per-record edit credential is checked, a spinner shows. */
  checking: boolean;
  allowed: boolean;
  onEdit: () => void;
}

/** Switches the detail page to edit mode, when the record may be edited. */
export function EditButton({ checking, allowed, onEdit }: EditButtonProps) {
  const t = useT();
  if (checking) return <Spinner size="sm" role="status" aria-label={t("Loading")} />;
  if (!allowed) return null;
  return (
    <Button size="sm" colorPalette="teal" onClick={onEdit}>
      {t("Edit")}
    </Button>
  );
}
