import { Table, Text } from "@chakra-ui/react";
import type { DataStructureField } from "../../../../schemas";
import { useT } from "../../../i18n/useT";

/** An entity's data fields: name, the base field it places and its type, obligatory and locked. */
export function DataFieldsTable({ fields }: { fields: readonly DataStructureField[] }) {
  const t = useT();
  if (fields.length === 0) return <Text color="fg.muted">{t("No fields found")}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t("Data fields")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Base field")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Type")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Obligatory")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Locked")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((field) => (
            <Table.Row key={field.id} data-field-id={field.id}>
              <Table.Cell>{field.name}</Table.Cell>
              <Table.Cell>{field.def_field.name}</Table.Cell>
              <Table.Cell>{field.def_field.type}</Table.Cell>
              <Table.Cell>{field.obligatory ? t("Yes") : t("No")}</Table.Cell>
              <Table.Cell>{field.locked ? t("Yes") : t("No")}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
