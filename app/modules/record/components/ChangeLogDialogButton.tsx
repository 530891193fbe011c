import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { useCredential } from "../hooks/useCredential";
import { ChangeLogDialog } from "./ChangeLogDialog";

/** 'Change log' on the record page, for holders of dossierlog on the entity (admins always). */
export function ChangeLogDialogButton({
  record,
}: {
  record: { id: number; def_dossier_id: number; summary: string | null };
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const allowed = useCredential(record.def_dossier_id, "dossierlog");
  if (allowed.data !== true) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("Change log")}
      </Button>
      {open && <ChangeLogDialog open record={record} onClose={() => setOpen(false)} />}
    </>
  );
}
