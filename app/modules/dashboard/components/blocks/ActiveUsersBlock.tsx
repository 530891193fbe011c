import { Table } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import type { Block } from "../../api/Block";
import { useBlockData } from "../../hooks/useBlockData";
import { BlockState } from "../BlockState";

/** active_users: the users with the most record actions of the last 30 days. */
export function ActiveUsersBlock({ block, title }: { block: Block; title: string }) {
  const t = useT();
  const data = useBlockData<{ username: string; user_id: number; total_count: number }[]>(block);
  if (data.isPending) return <BlockState state="loading" />;
  if (data.isError) return <BlockState state="error" />;
  if (data.data.results.length === 0) return <BlockState state="empty" />;
  return (
    <Table.Root size="sm" aria-label={title}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t("User")}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t("Actions")}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {data.data.results.map((row) => (
          <Table.Row key={row.user_id}>
            <Table.Cell>{row.username}</Table.Cell>
            <Table.Cell textAlign="end">{row.total_count}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
