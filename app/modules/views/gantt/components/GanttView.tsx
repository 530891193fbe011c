import { Spinner } from "@chakra-ui/react";
import { Alert } from "../../../../../widgets/theme/Alert";
import { useT } from "../../../../i18n/useT";
import { ListNotice } from "../../../records/components/ListNotice";
import type { RecordViewProps } from "../../RecordViewProps";
import { useGanttSetup } from "../hooks/useGanttSetup";
import { GanttBoard } from "./GanttBoard";

/** The Gantt view of an entity's projects (or, in an embedded list, of the parent project). */
export function GanttView({ entityId, embedded }: RecordViewProps) {
  const t = useT();
  const { setup, error, unset, retry } = useGanttSetup(entityId, embedded);
  if (error) return <ListNotice kind="error" onRetry={retry} />;
  if (unset) {
    return <Alert status="warning">{t("Contact your administrator, no Gantt settings set.")}</Alert>;
  }
  if (!setup) return <Spinner role="status" aria-label={t("Loading")} />;
  return <GanttBoard setup={setup} embedded={embedded} />;
}
