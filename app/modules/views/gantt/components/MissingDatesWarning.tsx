import { List } from "@chakra-ui/react";
import { Alert } from "../../../../../widgets/theme/Alert";
import { useT } from "../../../../i18n/useT";
import { recordLabelOf } from "../../../records/utils/recordLabelOf";
import type { GanttRow } from "../utils/GanttRow";

/** For admins and contract admins: the projects the chart cannot draw, having no start or end date. */
export function MissingDatesWarning({ projects }: { projects: GanttRow[] }) {
  const t = useT();
  const missing = projects.filter((project) => !project.start || !project.end);
  if (missing.length === 0) return null;
  return (
    <Alert
      status="warning"
      data-missing-dates=""
      description={
        <List.Root ps="4">
          {missing.map((project) => (
            <List.Item key={project.record.id}>{recordLabelOf(project.record)}</List.Item>
          ))}
        </List.Root>
      }
    >
      {t("Projects without a start or end date")}
    </Alert>
  );
}
