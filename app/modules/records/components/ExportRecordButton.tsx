import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { useEntityBundle } from "../hooks/useEntityBundle";
import { useEntityCredentials } from "../hooks/useEntityCredentials";
import { ExportDialog } from "./ExportDialog";

export interface ExportRecordButtonProps {
  entityId: number;
  recordId: number;
}

/** The record page's Export: the CSV export of this one record, for admins and holders of export or export_csv. */
export function ExportRecordButton({ entityId, recordId }: ExportRecordButtonProps) {
  const t = useT();
  const bundle = useEntityBundle(entityId);
  const credentials = useEntityCredentials(entityId);
  const [open, setOpen] = useState(false);
  const held = credentials.data ?? [];
  const allowed =
    bundle.data?.context.admin === true || held.includes("export") || held.includes("export_csv");
  if (!allowed) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("Export")}
      </Button>
      {open && <ExportDialog entityId={entityId} ids={[recordId]} onClose={() => setOpen(false)} />}
    </>
  );
}
