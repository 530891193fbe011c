import { Button, Link, Table, VisuallyHidden } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import type { DocumentTemplate } from "../../../../schemas";
import { Pager } from "../../../components/Pager";
import { RowDeleteButton } from "../../../components/RowDeleteButton";
import { SearchToolbar } from "../../../components/SearchToolbar";
import { formatDate } from "../../../dates/formatDate";
import { useConfirmedDelete } from "../../../hooks/useConfirmedDelete";
import { useEntityName } from "../../../hooks/useEntityName";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { ResultStates } from "../../user/components/ResultStates";
import { deleteDocumentTemplate } from "../api/deleteDocumentTemplate";
import { documentTemplateKeys } from "../api/documentTemplateKeys";
import { listDocumentTemplates } from "../api/listDocumentTemplates";
import { templateName } from "../utils/templateName";
import { AddTemplateDialog } from "./AddTemplateDialog";

/** /wordkedocx: the environment's Word document templates, searched, paged, added and deleted. */
export function DocumentTemplatesPage() {
  const t = useT();
  return (
    <OfEnvironmentPage title={t("Document templates")}>
      {(environmentId) => <Templates environmentId={environmentId} />}
    </OfEnvironmentPage>
  );
}

function Templates({ environmentId }: { environmentId: number }) {
  const t = useT();
  const locale = useContentLocale();
  const entityNameOf = useEntityName();
  const { search, settled, page, setPage, searchFor } = useSearchedPages();
  const [adding, setAdding] = useState(false);
  const templates = useQuery({
    queryKey: documentTemplateKeys.list(environmentId, settled, page),
    queryFn: () => listDocumentTemplates(environmentId, settled, page),
    placeholderData: keepPreviousData,
  });
  const removal = useConfirmedDelete({
    remove: (template: DocumentTemplate) => deleteDocumentTemplate(template.id),
    label: (template) => templateName(template, locale),
    queryKey: documentTemplateKeys.all,
  });
  const entityOf = (id: number | null) => (id === null ? t("Any entity") : entityNameOf(id));
  const results = templates.data?.results ?? [];
  return (
    <>
      <SearchToolbar value={search} onSearch={searchFor}>
        <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
          {t("Add template")}
        </Button>
      </SearchToolbar>
      <ResultStates query={templates} empty={results.length === 0} />
      {results.length > 0 && (
        <Table.Root size="sm" aria-label={t("Document templates")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Entity")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("File")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Modified")}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t("Actions")}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.map((template) => (
              <Table.Row key={template.id}>
                <Table.Cell>
                  <Link asChild>
                    <RouterLink to="/wordkedocx/$id" params={{ id: String(template.id) }}>
                      {templateName(template, locale)}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{entityOf(template.def_dossier_id)}</Table.Cell>
                <Table.Cell>{template.filename}</Table.Cell>
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
      {adding && <AddTemplateDialog environmentId={environmentId} onClose={() => setAdding(false)} />}
      {removal.dialog}
    </>
  );
}
