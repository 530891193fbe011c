import { Badge, Code, Heading, Stack, Table, Text } from "@chakra-ui/react";
import type { DocumentTemplateDetail } from "../../../../schemas";
import { useT } from "../../../i18n/useT";

/** Tags every record answers, besides its items' (the server's documentData). */
const RECORD_TAGS = ["id", "summary", "today", "dossiers"];

/**
 * The tags the template's file uses, each marked whether the template's entity fills it, and the tags the
 * entity offers, so a designer sees at once which tag will print nothing.
 */
export function TemplateTags({ template }: { template: DocumentTemplateDetail }) {
  const t = useT();
  const known = new Set([...RECORD_TAGS, ...template.offered.flatMap((item) => item.tags)]);
  const anyEntity = template.def_dossier_id === null;
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {t("Tags in this document")}
      </Heading>
      {template.tags.length === 0 ? (
        <Text color="fg.muted">{t("This document has no tags yet.")}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t("Tags in this document")}>
          <Table.Body>
            {template.tags.map((tag) => (
              <Table.Row key={tag}>
                <Table.Cell>
                  <Code>{`{${tag}}`}</Code>
                </Table.Cell>
                <Table.Cell>
                  {anyEntity ? null : known.has(tag) ? (
                    <Badge colorPalette="green">{t("Filled from the record")}</Badge>
                  ) : (
                    <Badge colorPalette="orange">{t("Prints nothing: no such field")}</Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {template.offered.length > 0 && (
        <>
          <Heading as="h2" size="md">
            {t("Tags you can use")}
          </Heading>
          <Table.Root size="sm" aria-label={t("Tags you can use")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("Field")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Tags")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {template.offered.map((item) => (
                <Table.Row key={item.tags[0]}>
                  <Table.Cell>{item.label}</Table.Cell>
                  <Table.Cell>
                    {item.tags.map((tag) => (
                      <Code key={tag} me="2">{`{${tag}}`}</Code>
                    ))}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Text fontSize="sm" color="fg.muted">
            {t(
              "Every record also answers id, summary and today; a loop over dossiers repeats a part per record.",
            )}
          </Text>
        </>
      )}
    </Stack>
  );
}
