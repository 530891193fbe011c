import { type KeyboardEvent, type MouseEvent, memo, type Ref } from "react";
import type { CompiledItem, ViewModel } from "../../../../engine";
import { BellIcon } from "../../../components/icons/BellIcon";
import { EditIcon } from "../../../components/icons/EditIcon";
import { useT } from "../../../i18n/useT";
import type { ListedRecord } from "../api/RecordListAnswer";
import { recordLabelOf } from "../utils/recordLabelOf";
import { ListCell } from "./ListCell";
import { SelectCheckbox } from "./SelectCheckbox";

const interactive = "a, button, input, select, textarea, label";

export interface RecordRowProps {
  model: ViewModel;
  columns: CompiledItem[];
  record: ListedRecord;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  /** Opens the record; `newWindow` on a ctrl- or meta-click. */
  onOpen: (id: number, newWindow: boolean) => void;
  onQuickEdit: (record: ListedRecord) => void;
  /** Written by someone else a moment ago (live socket). */
  changed?: boolean;
  /** The row's place among all the table's rows (header 1), for a table that draws only some of them. */
  rowIndex?: number;
  /** Its index in the list and the ref measuring its height, when the table draws rows in view only. */
  index?: number;
  measureRef?: Ref<HTMLTableRowElement>;
}

/**
 * One record: selection, subscription bell, its values in list mode, and the quick-edit button. Memoised:
 * a long table re-renders as it scrolls, and the rows that stay in view need not.
 */
export const RecordRow = memo(function RecordRow({
  model,
  columns,
  record,
  selected,
  onSelect,
  onOpen,
  onQuickEdit,
  changed = false,
  rowIndex,
  index,
  measureRef,
}: RecordRowProps) {
  const t = useT();
  const label = recordLabelOf(record);
  const open = (event: MouseEvent | KeyboardEvent) => {
    // A link or control inside a cell (a linked record, a file) does its own thing.
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.closest(interactive)) return;
    onOpen(record.id, event.ctrlKey || event.metaKey);
  };
  return (
    // Plain elements, styled by the table (recordTableCss).
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={rowIndex}
      data-record-id={record.id}
      data-archived={record.archived ? "" : undefined}
      data-live-changed={changed ? "" : undefined}
      aria-selected={selected}
      tabIndex={0}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target === event.currentTarget) open(event);
      }}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: no action of its own; a click beside the checkbox does not open the record */}
      <td data-pinned="select" onClick={(event) => event.stopPropagation()}>
        <SelectCheckbox
          label={t("Select {record}", { record: label })}
          checked={selected}
          onChange={(checked) => onSelect(record.id, checked)}
        />
      </td>
      <td data-pinned="bell">
        {record.subscribed && (
          <span role="img" aria-label={t("Subscribed")} title={t("Subscribed")}>
            <BellIcon color="teal.700" />
          </span>
        )}
      </td>
      <td data-pinned="edit">
        <button
          type="button"
          data-quick-edit=""
          aria-label={t("Quick edit {record}", { record: label })}
          onClick={(event) => {
            event.stopPropagation();
            onQuickEdit(record);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <EditIcon />
        </button>
      </td>
      {columns.map((item, index) => (
        <td key={item.id} data-value="" data-pinned={index === 0 ? "summary" : undefined}>
          <div>
            <ListCell
              model={model}
              item={item}
              recordId={record.id}
              value={record.content[item.id]}
              summary={record.summary}
            />
          </div>
        </td>
      ))}
    </tr>
  );
});
