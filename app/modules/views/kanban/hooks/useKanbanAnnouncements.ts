import type { Announcements, DndContextProps } from "@dnd-kit/core";
import { useT } from "../../../../i18n/useT";
import type { ListedRecord } from "../../../records/api/RecordListAnswer";
import { recordLabelOf } from "../../../records/utils/recordLabelOf";

type Named = { data: { current?: Record<string, unknown> | undefined } } | null;

const recordOf = (active: Named) => {
  const record = active?.data.current?.record as ListedRecord | undefined;
  return record ? recordLabelOf(record) : "";
};
const columnOf = (over: Named) => (over?.data.current?.option as { label: string } | undefined)?.label ?? "";

/** What screen readers hear while a card is moved on the board, in the user's language. */
export function useKanbanAnnouncements(): NonNullable<DndContextProps["accessibility"]> {
  const t = useT();
  // Built on every render: t is one function whatever the language, so nothing could tell a memo to renew.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("Picked up {record}.", { record: recordOf(active) }),
    onDragOver: ({ active, over }) =>
      over
        ? t("{record} is over {column}.", { record: recordOf(active), column: columnOf(over) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("{record} was dropped on {column}.", { record: recordOf(active), column: columnOf(over) })
        : t("Moving {record} was cancelled.", { record: recordOf(active) }),
    onDragCancel: ({ active }) => t("Moving {record} was cancelled.", { record: recordOf(active) }),
  };
  return {
    announcements,
    screenReaderInstructions: {
      draggable: t(
        "To pick up a card, press space. Move it to another column with the left and right arrow keys, press space again to drop it or escape to cancel.",
      ),
    },
  };
}
