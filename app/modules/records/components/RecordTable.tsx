import { Table, VisuallyHidden } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { CompiledItem, ViewModel } from "../../../../engine";
import { useT } from "../../../i18n/useT";
import type { ListedRecord, RecordListAnswer } from "../api/RecordListAnswer";
import { drawsInPart } from "../hooks/useVirtualRows";
import type { ListSort } from "../state/ListState";
import { pinnedCellCss } from "../utils/pinnedColumns";
import { recordTableCss } from "../utils/recordTableCss";
import { ColumnHeader } from "./ColumnHeader";
import { ListWidgetEnvironment } from "./ListWidgetEnvironment";
import { RecordTableBody } from "./RecordTableBody";
import { SelectCheckbox } from "./SelectCheckbox";

export interface RecordTableProps {
  model: ViewModel;
  columns: CompiledItem[];
  records: ListedRecord[];
  labels: RecordListAnswer["labels"];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  sort: ListSort | null;
  onSort: (key: string) => void;
  onClearSort: () => void;
  onOpen: (id: number, newWindow: boolean) => void;
  onQuickEdit: (record: ListedRecord) => void;
  /** The aggregate row (admins). */
  footer?: ReactNode;
  /** Records other users wrote a moment ago, marked until the mark expires. */
  changed?: ReadonlySet<number>;
}

/**
 * The records of one page: selection and bell columns, one column per list item, the quick-edit button.
 * Columns are as wide as their content; a table wider than its card scrolls inside it, with the selection,
 * bell, edit and summary (first list) columns pinned at the left. A long list draws only the rows in view
 * (RecordTableBody, which alone re-renders as the list scrolls); aria-rowcount and each row's aria-rowindex tell assistive technology the whole.
 */
export function RecordTable(props: RecordTableProps) {
  const t = useT();
  const { model, columns, records, selected } = props;
  const all = records.length > 0 && records.every((record) => selected.has(record.id));
  const some = records.some((record) => selected.has(record.id));
  const inPart = drawsInPart(records.length);
  return (
    <ListWidgetEnvironment model={model} labels={props.labels}>
      {/* The card scrolls sideways, not the page. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" overflowX="auto" maxW="full" data-list-scroll="">
        <Table.Root
          size="sm"
          interactive
          aria-label={model.entity.namePlural}
          width="max-content"
          minWidth="full"
          data-pinned-columns=""
          css={recordTableCss}
          // The header row and every record, drawn or not.
          aria-rowcount={inPart ? records.length + 1 : undefined}
        >
          <Table.Header>
            <Table.Row bg="bg" aria-rowindex={inPart ? 1 : undefined}>
              <Table.ColumnHeader css={pinnedCellCss("select")} data-pinned="select">
                <SelectCheckbox
                  label={t("Select all")}
                  checked={all ? true : some ? "indeterminate" : false}
                  onChange={props.onSelectAll}
                />
              </Table.ColumnHeader>
              <Table.ColumnHeader css={pinnedCellCss("bell")} data-pinned="bell">
                <VisuallyHidden>{t("Subscription")}</VisuallyHidden>
              </Table.ColumnHeader>
              <Table.ColumnHeader css={pinnedCellCss("edit")} data-pinned="edit">
                <VisuallyHidden>{t("Actions")}</VisuallyHidden>
              </Table.ColumnHeader>
              {columns.map((item, index) => (
                <ColumnHeader
                  key={item.id}
                  pinned={index === 0}
                  item={item}
                  sort={props.sort}
                  onSort={props.onSort}
                  onClearSort={props.onClearSort}
                />
              ))}
            </Table.Row>
          </Table.Header>
          <RecordTableBody
            model={model}
            columns={columns}
            records={records}
            selected={selected}
            onSelect={props.onSelect}
            onOpen={props.onOpen}
            onQuickEdit={props.onQuickEdit}
            {...(props.changed ? { changed: props.changed } : {})}
          />
          {props.footer && <Table.Footer>{props.footer}</Table.Footer>}
        </Table.Root>
      </Table.ScrollArea>
    </ListWidgetEnvironment>
  );
}
