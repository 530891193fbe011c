import { Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import type { ImportState } from "../api/ImportState";

/** Every problem the dry run found, by row, column and field (the first 500 when there are more). */
export function ImportErrors({ state }: { state: ImportState }) {
  const t = useT();
  if (state.errorCount === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="import-errors">
      <Heading as="h2" size="md" id="import-errors">
        {t("{count} problems found", { count: state.errorCount })}
      </Heading>
      {state.errors.length < state.errorCount && (
        <Text>{t("The first {count} are shown.", { count: state.errors.length })}</Text>
      )}
      <Table.Root size="sm" aria-label={t("Problems")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("Row")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Column")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Field")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Message")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {state.errors.map((error) => (
            <Table.Row key={`${error.row}-${error.column ?? ""}-${error.field ?? ""}-${error.message}`}>
              <Table.Cell>{error.row || ""}</Table.Cell>
              <Table.Cell>{error.column ?? ""}</Table.Cell>
              <Table.Cell>{error.field ?? ""}</Table.Cell>
              <Table.Cell>{t(error.message)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
