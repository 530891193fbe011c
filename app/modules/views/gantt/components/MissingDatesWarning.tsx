import { Alert, List } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { recordLabelOf } from "../../../records/utils/recordLabelOf";
import type { GanttRow } from "../utils/GanttRow";

/** For admins and contract admins: the projects the chart cannot draw, having no start or end date. */
export function MissingDatesWarning({ projects }: { projects: GanttRow[] }) {
  const t = useT();
  const missing = projects.filter((project) => !project.start || !project.end);
  if (missing.length === 0) return null;
  return (
    <Alert.Root status="warning" data-missing-dates="">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("Projects without a start or end date")}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {missing.map((project) => (
              <List.Item key={project.record.id}>{recordLabelOf(project.record)}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
