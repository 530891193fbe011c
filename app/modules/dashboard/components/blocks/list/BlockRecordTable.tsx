import { IconButton, Table } from "@chakra-ui/react";
import { useT } from "../../../../../i18n/useT";
import { recordLabelOf } from "../../../../records/utils/recordLabelOf";
import type { ListAnswer, Listed } from "./listAnswer";
import { RecordLink } from "./RecordLink";

interface BlockRecordTableProps {
  answer: ListAnswer;
  title: string;
  /** With the block's inline_edit: each row opens its record's quick edit from a button. */
  onEdit?: ((record: Listed) => void) | undefined;
}

/** The block's records as a table of the list view's (or the block's view's) items. */
export function BlockRecordTable({ answer, title, onEdit }: BlockRecordTableProps) {
  const t = useT();
  const items = answer.items;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={title}>
        <Table.Header>
          <Table.Row>
            {onEdit && <Table.ColumnHeader aria-label={t("Actions")} />}
            {items.map((item) => (
              <Table.ColumnHeader key={item.id}>{item.label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {answer.results.map((record) => (
            <Table.Row key={record.id}>
              {onEdit && (
                <Table.Cell>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t("Quick edit {record}", { record: recordLabelOf(record) })}
                    onClick={() => onEdit(record)}
                  >
                    ✎
                  </IconButton>
                </Table.Cell>
              )}
              {items.map((item, index) => (
                <Table.Cell key={item.id}>
                  {index === 0 ? (
                    <RecordLink record={record}>
                      {record.formatted?.[item.id] || record.summary || record.id}
                    </RecordLink>
                  ) : (
                    record.formatted?.[item.id]
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
