import { Button } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useT } from "../../../i18n/useT";
import { useCredential } from "../../record/hooks/useCredential";

// The dialog (and the CSV writer) load when first opened, not with the record page.
const ExportDialog = lazy(() =>
  import("./ExportDialog").then((module) => ({ default: module.ExportDialog })),
);

export interface ExportRecordButtonProps {
  entityId: number;
  recordId: number;
}

/** The record page's Export: the CSV export of this one record, for holders of export or export_csv. */
export function ExportRecordButton({ entityId, recordId }: ExportRecordButtonProps) {
  const t = useT();
  const exporter = useCredential(entityId, "export");
  const csv = useCredential(entityId, "export_csv");
  const [open, setOpen] = useState(false);
  if (exporter.data !== true && csv.data !== true) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("Export")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog entityId={entityId} ids={[recordId]} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
