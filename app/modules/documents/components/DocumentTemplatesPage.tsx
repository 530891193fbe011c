import { Button, HStack, Input, Link, Table, VisuallyHidden } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import type { DocumentTemplate } from "../../../../schemas";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { Pager } from "../../../components/Pager";
import { toaster } from "../../../components/toaster";
import { formatDate } from "../../../dates/formatDate";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { entityName } from "../../shell/utils/entityName";
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
  const queryClient = useQueryClient();
  const entities = useCurrentEnvironment().data?.defdossiers ?? [];
  const { search, settled, page, setPage, searchFor } = useSearchedPages();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DocumentTemplate | null>(null);
  const templates = useQuery({
    queryKey: documentTemplateKeys.list(environmentId, settled, page),
    queryFn: () => listDocumentTemplates(environmentId, settled, page),
    placeholderData: keepPreviousData,
  });
  const removal = useMutation({
    mutationFn: (template: DocumentTemplate) => deleteDocumentTemplate(template.id),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("Item has been deleted"), duration: 2500 });
      void queryClient.invalidateQueries({ queryKey: documentTemplateKeys.all });
    },
    onError: () => toaster.create({ type: "error", title: t("Something went wrong") }),
    onSettled: () => setDeleting(null),
  });
  const entityOf = (id: number | null) => {
    const entity = id === null ? undefined : entities.find((candidate) => candidate.id === id);
    return entity ? entityName(entity, locale) : id === null ? t("Any entity") : `#${id}`;
  };
  const results = templates.data?.results ?? [];
  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Input
          type="search"
          maxW="sm"
          aria-label={t("Search")}
          placeholder={t("Search")}
          value={search}
          onChange={(event) => searchFor(event.target.value)}
        />
        <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
          {t("Add template")}
        </Button>
      </HStack>
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
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t("Delete {name}", { name: templateName(template, locale) })}
                    onClick={() => setDeleting(template)}
                  >
                    {t("Delete")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={page} pages={templates.data?.pager.pages ?? 1} onChange={setPage} />
      {adding && <AddTemplateDialog environmentId={environmentId} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t("Delete")}
        text={t("Delete {name}?", { name: deleting ? templateName(deleting, locale) : "" })}
        confirmLabel={t("Delete")}
        cancelLabel={t("Cancel")}
        onConfirm={() => deleting && removal.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
