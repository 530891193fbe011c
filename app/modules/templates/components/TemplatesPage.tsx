import {
  Button,
  Heading,
  HStack,
  Image,
  Input,
  Link,
  NativeSelect,
  Stack,
  Table,
  VisuallyHidden,
} from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { Pager } from "../../../components/Pager";
import { RowDeleteButton } from "../../../components/RowDeleteButton";
import { formatDate } from "../../../dates/formatDate";
import { useConfirmedDelete } from "../../../hooks/useConfirmedDelete";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { ResultStates } from "../../user/components/ResultStates";
import { deleteTemplate } from "../api/deleteTemplate";
import { listTemplates, TEMPLATE_PAGE_SIZES } from "../api/listTemplates";
import type { TemplateDetails } from "../api/TemplateDetails";
import { templateKeys } from "../api/templateKeys";
import { templateName } from "../utils/templateName";
import { SuperAdminOnly } from "./SuperAdminOnly";

/** /templates (super admin): the templates, searched by name, 9 a page unless chosen otherwise. */
export function TemplatesPage() {
  const t = useT();
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t("Templates")}
        </Heading>
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to="/templates/new">{t("New template")}</RouterLink>
        </Button>
      </HStack>
      <SuperAdminOnly>
        <TemplateList />
      </SuperAdminOnly>
    </Stack>
  );
}

function TemplateList() {
  const t = useT();
  const locale = useContentLocale();
  const { search, settled, page, setPage, searchFor } = useSearchedPages();
  const [limit, setLimit] = useState<number>(TEMPLATE_PAGE_SIZES[0]);
  const templates = useQuery({
    queryKey: templateKeys.list(settled, page, limit),
    queryFn: () => listTemplates(settled, page, limit),
    placeholderData: keepPreviousData,
  });
  const removal = useConfirmedDelete({
    remove: (template: TemplateDetails) => deleteTemplate(template.id),
    label: (template) => templateName(template, locale),
    queryKey: templateKeys.all,
  });
  const results = templates.data?.results ?? [];
  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Input
          type="search"
          maxW="sm"
          aria-label={t("Search by name")}
          placeholder={t("Search by name")}
          value={search}
          onChange={(event) => searchFor(event.target.value)}
        />
        <NativeSelect.Root size="sm" w="32">
          <NativeSelect.Field
            aria-label={t("Items per page")}
            value={String(limit)}
            onChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(1);
            }}
          >
            {TEMPLATE_PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <ResultStates query={templates} empty={results.length === 0} />
      {results.length > 0 && (
        <Table.Root size="sm" aria-label={t("Templates")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <VisuallyHidden>{t("Thumbnail")}</VisuallyHidden>
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Description")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Modified")}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t("Actions")}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.map((template) => (
              <Table.Row key={template.id}>
                <Table.Cell w="16">
                  {template.thumbnail_path && (
                    <Image
                      src={template.thumbnail_path}
                      alt=""
                      boxSize="10"
                      objectFit="cover"
                      borderRadius="sm"
                    />
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Link asChild>
                    <RouterLink to="/templates/$id" params={{ id: String(template.id) }}>
                      {templateName(template, locale)}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{template.description}</Table.Cell>
                <Table.Cell>{formatDate(template.modified_at, true)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <RowDeleteButton
                    name={templateName(template, locale)}
                    variant="outline"
                    onClick={() => removal.ask(template)}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={page} pages={templates.data?.pager.pages ?? 1} onChange={setPage} />
      {removal.dialog}
    </>
  );
}
