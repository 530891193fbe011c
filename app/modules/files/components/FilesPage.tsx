import { Button, HStack, Input, Link, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { bodyOf } from "../../../api/bodyOf";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { Pager } from "../../../components/Pager";
import { toaster } from "../../../components/toaster";
import { formatDate } from "../../../dates/formatDate";
import { useEntityName } from "../../../hooks/useEntityName";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useLanguage } from "../../../i18n/useLanguage";
import { useT } from "../../../i18n/useT";
import { LoadFailure } from "../../user/components/LoadFailure";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { deleteFile } from "../api/deleteFile";
import type { EnvironmentFile } from "../api/EnvironmentFile";
import { fileKeys } from "../api/fileKeys";
import { listFiles } from "../api/listFiles";
import { formatFileSize } from "../utils/formatFileSize";
import { FileUploadDialog } from "./FileUploadDialog";

/** Spec 1-platform: generic lists show 10 at a time. */
export const FILES_PER_PAGE = 10;

/**
 * /files: the environment's files with size, type, uploader and where they are used; upload (one or
 * several, named and described), download, and delete (the server refuses while a record uses the file).
 */
export function FilesPage() {
  const t = useT();
  return (
    <OfEnvironmentPage title={t("Files")}>
      {(environmentId) => <Files environmentId={environmentId} />}
    </OfEnvironmentPage>
  );
}

function Files({ environmentId }: { environmentId: number }) {
  const t = useT();
  const language = useLanguage();
  const entityNameOf = useEntityName();
  const queryClient = useQueryClient();
  const { search, settled, page, setPage, searchFor } = useSearchedPages();
  const [uploading, setUploading] = useState(false);
  const [doomed, setDoomed] = useState<EnvironmentFile | null>(null);
  const files = useQuery({
    queryKey: fileKeys.list(environmentId, settled, page),
    queryFn: () => listFiles(environmentId, { search: settled, page, limit: FILES_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: fileKeys.ofEnvironment(environmentId) });
  const remove = useMutation({
    mutationFn: (file: EnvironmentFile) => deleteFile(file.id),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("The file has been deleted"), duration: 5000 });
      void refresh();
    },
    onError: (error) =>
      toaster.create({
        type: "error",
        title: t(bodyOf(error).message ?? "Something went wrong"),
        duration: 8000,
      }),
  });
  const results = files.data?.results ?? [];

  return (
    <>
      <HStack gap="3" wrap="wrap">
        <Input
          type="search"
          maxW="sm"
          aria-label={t("Search")}
          placeholder={t("Search")}
          value={search}
          onChange={(event) => searchFor(event.target.value)}
        />
        <Button onClick={() => setUploading(true)}>{t("Upload files")}</Button>
      </HStack>
      {files.isPending && <Spinner />}
      {files.isError && <LoadFailure error={files.error} />}
      {files.isSuccess && results.length === 0 && <Alert status="info">{t("No files found")}</Alert>}
      {results.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t("Files")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Type")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("Size")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Uploaded by")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Date")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Used in")}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t("Actions")}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {results.map((file) => (
                <Table.Row key={file.id} data-file-id={file.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{file.name}</Text>
                    {file.description && (
                      <Text textStyle="sm" color="fg.muted">
                        {file.description}
                      </Text>
                    )}
                  </Table.Cell>
                  {/* Long types (the xlsx one is 65 characters) and many record links wrap: the table fits the page. */}
                  <Table.Cell maxW="14rem" whiteSpace="normal" wordBreak="break-all">
                    {file.mime}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatFileSize(file.size, language)}
                  </Table.Cell>
                  <Table.Cell>{file.created_by?.username ?? ""}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(file.created_at, true)}</Table.Cell>
                  <Table.Cell maxW="16rem" whiteSpace="normal">
                    {file.used_in.length === 0 ? (
                      <Text color="fg.muted">{t("Not used")}</Text>
                    ) : (
                      <Stack gap="0.5">
                        {file.used_in.map((use) => (
                          <Text key={use.def_dossier_id} textStyle="sm">
                            {entityNameOf(use.def_dossier_id)} ({use.records})
                            {use.record_ids.map((recordId) => (
                              <Link key={recordId} asChild colorPalette="blue" ms="1.5">
                                <RouterLink to="/contentdossier/$id" params={{ id: String(recordId) }}>
                                  #{recordId}
                                </RouterLink>
                              </Link>
                            ))}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" justify="end">
                      <Button asChild size="xs" variant="outline">
                        <a
                          href={`/api/file/${file.id}/download`}
                          download={file.filename}
                          aria-label={t("Download {name}", { name: file.name })}
                        >
                          {t("Download")}
                        </a>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t("Delete {name}", { name: file.name })}
                        loading={remove.isPending && remove.variables?.id === file.id}
                        onClick={() => setDoomed(file)}
                      >
                        {t("Delete")}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager current={page} pages={files.data?.pager.pages ?? 1} onChange={setPage} />
      <FileUploadDialog
        open={uploading}
        environmentId={environmentId}
        onClose={() => setUploading(false)}
        onUploaded={(count) => {
          toaster.create({
            type: "success",
            title: t("{count, plural, one {# file uploaded} other {# files uploaded}}", { count }),
            duration: 5000,
          });
          void refresh();
        }}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={t("Delete {name}", { name: doomed?.name ?? "" })}
        text={t("Are you sure?")}
        confirmLabel={t("Delete")}
        cancelLabel={t("Cancel")}
        onConfirm={() => {
          if (doomed) remove.mutate(doomed);
          setDoomed(null);
        }}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
