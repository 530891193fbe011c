import { Progress } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import type { ImportState } from "../api/ImportState";

/** How far the dry run (checking rows) or the import (writing records) has come. */
export function ImportProgress({ state }: { state: ImportState }) {
  const t = useT();
  const total = state.rowCount;
  const label = state.status === "writing" ? "Importing: {done} of {total}" : "Checking: {done} of {total}";
  return (
    <Progress.Root
      value={total > 0 ? Math.min(100, Math.round((state.processed / total) * 100)) : null}
      aria-label={t("Import progress")}
    >
      <Progress.Label>{t(label, { done: state.processed, total })}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
