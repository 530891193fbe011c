import { Table, VisuallyHidden } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { CompiledItem, ViewModel } from "../../../../engine";
import { useT } from "../../../i18n/useT";
import type { ListedRecord, RecordListAnswer } from "../api/RecordListAnswer";
import type { ListSort } from "../state/ListState";
import { ColumnHeader } from "./ColumnHeader";
import { ListWidgetEnvironment } from "./ListWidgetEnvironment";
import { RecordRow } from "./RecordRow";
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

/** The records of one page: selection and bell columns, one column per list item, the quick-edit button. */
export function RecordTable(props: RecordTableProps) {
  const t = useT();
  const { model, columns, records, selected } = props;
  const all = records.length > 0 && records.every((record) => selected.has(record.id));
  const some = records.some((record) => selected.has(record.id));
  return (
    <ListWidgetEnvironment model={model} labels={props.labels}>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" interactive aria-label={model.entity.namePlural}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="1">
                <SelectCheckbox
                  label={t("Select all")}
                  checked={all ? true : some ? "indeterminate" : false}
                  onChange={props.onSelectAll}
                />
              </Table.ColumnHeader>
              <Table.ColumnHeader width="1">
                <VisuallyHidden>{t("Subscription")}</VisuallyHidden>
              </Table.ColumnHeader>
              <Table.ColumnHeader width="1">
                <VisuallyHidden>{t("Actions")}</VisuallyHidden>
              </Table.ColumnHeader>
              {columns.map((item) => (
                <ColumnHeader
                  key={item.id}
                  item={item}
                  sort={props.sort}
                  onSort={props.onSort}
                  onClearSort={props.onClearSort}
                />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((record) => (
              <RecordRow
                key={record.id}
                model={model}
                columns={columns}
                record={record}
                selected={selected.has(record.id)}
                onSelect={props.onSelect}
                onOpen={props.onOpen}
                onQuickEdit={props.onQuickEdit}
                changed={props.changed?.has(record.id) ?? false}
              />
            ))}
          </Table.Body>
          {props.footer && <Table.Footer>{props.footer}</Table.Footer>}
        </Table.Root>
      </Table.ScrollArea>
    </ListWidgetEnvironment>
  );
}
