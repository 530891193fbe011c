import { Button, CloseButton, Dialog, IconButton, Portal, Spinner, Stack, Table } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { LinkControlProps } from "../../../../widgets/services";
import { Pager } from "../../../components/Pager";
import { useT } from "../../../i18n/useT";
import { ListNotice } from "../../records/components/ListNotice";
import { SearchPanel } from "../../records/components/SearchPanel";
import { useRecordList } from "../../records/hooks/useRecordList";
import { useViewModel } from "../../records/hooks/useViewModel";
import { DEFAULT_LIST_STATE } from "../../records/state/DEFAULT_LIST_STATE";
import type { ListState } from "../../records/state/ListState";
import { listQuery } from "../../records/utils/listQuery";

const PAGE_SIZE = 10;

/**
 * Beside a link's select: the filter dialog. The linked entity's search (and advanced search) view narrows
 * its records; choosing one makes it the link's value.
 */
export function LinkFilterButton({ item, onPicked }: LinkControlProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!item.link) return null;
  return (
    <>
      <IconButton size="sm" variant="outline" aria-label={t("Filter")} onClick={() => setOpen(true)}>
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M1 2h14l-5.5 6.5V14l-3-1.5V8.5z" fill="currentColor" />
        </svg>
      </IconButton>
      {open && (
        <LinkFilterDialog
          entityId={item.link.childDefDossierId}
          onClose={() => setOpen(false)}
          onPicked={(option) => {
            setOpen(false);
            onPicked(option);
          }}
        />
      )}
    </>
  );
}

function LinkFilterDialog({
  entityId,
  onClose,
  onPicked,
}: {
  entityId: number;
  onClose: () => void;
  onPicked: LinkControlProps["onPicked"];
}) {
  const t = useT();
  const search = useViewModel(entityId, "search");
  const advancedSearch = useViewModel(entityId, "advanced-search");
  const [state, setState] = useState<ListState>({ ...DEFAULT_LIST_STATE, limit: PAGE_SIZE });
  const query = useMemo(() => listQuery({ entityId, state }), [entityId, state]);
  const records = useRecordList(query, true);
  const rows = records.data?.results ?? [];
  const entity = search.model?.entity;
  return (
    <Dialog.Root
      open
      size="lg"
      closeOnInteractOutside={false}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{entity ? `${t("Filter")}: ${entity.namePlural}` : t("Filter")}</Dialog.Title>
            </Dialog.Header>
            {/* The dialog renders in a portal, but React events still bubble to the record's form. */}
            <Dialog.Body onSubmit={(event) => event.stopPropagation()}>
              <Stack gap="3">
                {search.model && (
                  <SearchPanel
                    search={search.model}
                    {...(advancedSearch.model ? { advancedSearch: advancedSearch.model } : {})}
                    state={state}
                    onApply={(change) => setState((old) => ({ ...old, ...change, page: 1, searched: true }))}
                    onReset={() => setState({ ...DEFAULT_LIST_STATE, limit: PAGE_SIZE })}
                  />
                )}
                {records.error ? (
                  <ListNotice kind="error" onRetry={() => void records.refetch()} />
                ) : records.isPending ? (
                  <Spinner role="status" aria-label={t("Loading")} />
                ) : rows.length === 0 ? (
                  <ListNotice kind="empty" />
                ) : (
                  <Table.Root size="sm" aria-label={entity?.namePlural}>
                    <Table.Body>
                      {rows.map((record) => {
                        const label = record.summary?.trim() ? record.summary : `#${record.id}`;
                        return (
                          <Table.Row key={record.id}>
                            <Table.Cell>{label}</Table.Cell>
                            <Table.Cell textAlign="end">
                              <Button
                                size="xs"
                                variant="outline"
                                aria-label={`${t("Choose")} ${label}`}
                                onClick={() => onPicked({ id: record.id, label })}
                              >
                                {t("Choose")}
                              </Button>
                            </Table.Cell>
                          </Table.Row>
                        );
                      })}
                    </Table.Body>
                  </Table.Root>
                )}
                <Pager
                  current={state.page}
                  pages={records.data?.pager.pages ?? 1}
                  onChange={(page) => setState((old) => ({ ...old, page }))}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("Close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
