import { chakra, HStack, NativeSelect } from "@chakra-ui/react";
import { useId } from "react";
import { useT } from "../../../i18n/useT";
import type { RecordViewName } from "../recordViews";

/** The view names as the dropdown shows them (message ids). */
const LABELS: Record<RecordViewName, string> = {
  list: "List",
  kanban: "Kanban",
  calendar: "Calendar",
  timeline: "Timeline",
  gantt: "Gantt",
};

export interface ViewSwitcherProps {
  views: readonly RecordViewName[];
  value: RecordViewName;
  onChange: (view: RecordViewName) => void;
}

/** The dropdown that chooses how a list shows its records (spec 2); nothing when only one view is offered. */
export function ViewSwitcher({ views, value, onChange }: ViewSwitcherProps) {
  const t = useT();
  const id = useId();
  if (views.length < 2) return null;
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm">
        {t("View")}
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as RecordViewName)}
        >
          {views.map((view) => (
            <option key={view} value={view}>
              {t(LABELS[view])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
