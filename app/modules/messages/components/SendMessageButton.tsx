import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { ComposeMessageDialog } from "./ComposeMessageDialog";

/** The record page's 'Send message': the compose dialog, with the record sent along. */
export function SendMessageButton({
  record,
}: {
  record: { id: number; def_dossier_id: number; environment_id: number };
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("Send message")}
      </Button>
      <ComposeMessageDialog
        open={open}
        environmentId={record.environment_id}
        record={record}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
