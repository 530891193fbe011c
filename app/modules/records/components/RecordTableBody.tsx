import { Table } from "@chakra-ui/react";
import { useRef } from "react";
import type { CompiledItem, ViewModel } from "../../../../engine";
import type { ListedRecord } from "../api/RecordListAnswer";
import { useGrowingColumns } from "../hooks/useGrowingColumns";
import { useVirtualRows } from "../hooks/useVirtualRows";
import { RecordRow } from "./RecordRow";

export interface RecordTableBodyProps {
  model: ViewModel;
  columns: CompiledItem[];
  records: ListedRecord[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onOpen: (id: number, newWindow: boolean) => void;
  onQuickEdit: (record: ListedRecord) => void;
  changed?: ReadonlySet<number>;
}

/**
 * The table's rows: every row of a short list; of a long one, the rows in view between spacers as tall as
 * the rows left out. A component of its own, so that scrolling re-renders the body and not the header.
 */
export function RecordTableBody({ model, columns, records, selected, changed, ...on }: RecordTableBodyProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  /** A row of the sm table with its xs buttons, before it is measured. */
  const rows = useVirtualRows(records.length, body, 41);
  useGrowingColumns(body, rows.on);
  return (
    <Table.Body ref={body} onFocus={rows.onFocus} onBlur={rows.onBlur}>
      {rows.slots.map((slot) => {
        if (slot.kind === "gap") {
          return (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row; nothing in it takes focus
            <tr key={slot.key} aria-hidden="true" style={{ height: slot.height }}>
              <td colSpan={columns.length + 3} style={{ padding: 0, border: 0 }} />
            </tr>
          );
        }
        const record = records[slot.index] as ListedRecord;
        return (
          <RecordRow
            key={record.id}
            model={model}
            columns={columns}
            record={record}
            selected={selected.has(record.id)}
            onSelect={on.onSelect}
            onOpen={on.onOpen}
            onQuickEdit={on.onQuickEdit}
            changed={changed?.has(record.id) ?? false}
            {...(rows.on ? { index: slot.index, rowIndex: slot.index + 2, measureRef: rows.measure } : {})}
          />
        );
      })}
    </Table.Body>
  );
}
