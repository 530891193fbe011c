import { Box, Heading, HStack, Spinner, Table, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Alert } from "../../../../widgets/theme/Alert";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { useT } from "../../../i18n/useT";
import type { QueryPreview } from "../api/previewQuery";

/** The live count of the query being edited and its first records; the server's reason when it cannot run. */
export function LivePreview({ preview }: { preview: UseQueryResult<QueryPreview> }) {
  const t = useT();
  const reason = preview.isError ? fieldErrorsOf(preview.error).data : undefined;
  const data = preview.isError ? undefined : preview.data;
  return (
    <Box as="section" aria-labelledby="query-preview-heading" borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id="query-preview-heading">
          {t("Matching records")}
        </Heading>
        {preview.isFetching && <Spinner size="sm" role="status" aria-label={t("Loading")} />}
      </HStack>
      <Text role="status" aria-live="polite" data-testid="query-count" fontWeight="semibold" mt="2">
        {data ? t("{count} matching records", { count: data.count }) : ""}
      </Text>
      {preview.isError &&
        (reason ? (
          <Alert status="warning">{reason}</Alert>
        ) : (
          <Alert status="danger">{t("Something went wrong")}</Alert>
        ))}
      {data && data.rows.length > 0 && (
        <Table.Root size="sm" mt="2" aria-label={t("First matching records")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Id")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Summary")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Modified at")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{row.id}</Table.Cell>
                <Table.Cell>{row.summary ?? ""}</Table.Cell>
                <Table.Cell>{new Date(row.modified_at).toLocaleString()}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
