import { Button, HStack, Stack, Table, VisuallyHidden } from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useDebounced } from "../../../../widgets/controls/useDebounced";
import { Pager } from "../../../components/Pager";
import { SearchToolbar } from "../../../components/SearchToolbar";
import { toaster } from "../../../components/toaster";
import { useConfirmedDelete } from "../../../hooks/useConfirmedDelete";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useMenuEntities } from "../../shell/hooks/useMenuEntities";
import { entityName } from "../../shell/utils/entityName";
import type { DocketEvent } from "../api/DocketEvent";
import { deleteEvent } from "../api/deleteEvent";
import { eventKeys } from "../api/eventKeys";
import { listEvents } from "../api/listEvents";
import { AdminKeyPage } from "./AdminKeyPage";
import { EventDialog } from "./EventDialog";
import { ListState } from "./ListState";
import { triggerLabels } from "./triggerLabels";

/** /events: the environment's events (kedo.event), what fires each, and the webhooks that post it. */
export function EventsPage() {
  const t = useT();
  return (
    <AdminKeyPage title={t("Events")} credential="kedo.event">
      {(environmentId) => <EventList environmentId={environmentId} />}
    </AdminKeyPage>
  );
}

function EventList({ environmentId }: { environmentId: number }) {
  const t = useT();
  const locale = useContentLocale();
  const queryClient = useQueryClient();
  const entities = useMenuEntities(useCurrentEnvironment().data);
  const [search, setSearch] = useState("");
  const name = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<DocketEvent | "new" | null>(null);
  const events = useQuery({
    queryKey: eventKeys.list(environmentId, name, page),
    queryFn: () => listEvents({ environment: environmentId, name, page }),
    placeholderData: keepPreviousData,
  });
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: eventKeys.ofEnvironment(environmentId) });
  const entityLabel = (id: number | null) => {
    if (id === null) return t("Any entity");
    const entity = entities.data?.find((candidate) => candidate.id === id);
    return entity ? entityName(entity, locale) : `#${id}`;
  };
  const removal = useConfirmedDelete({
    remove: (event: DocketEvent) => deleteEvent(event.id),
    label: (event) => event.name,
    queryKey: eventKeys.ofEnvironment(environmentId),
    title: t("Confirmation"),
    text: () => t("Are you sure you want to delete this item?"),
  });
  const rows = events.data?.results ?? [];
  return (
    <Stack gap="4">
      <SearchToolbar
        maxW="xs"
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      >
        <Button size="sm" colorPalette="teal" onClick={() => setEditing("new")}>
          {t("New event")}
        </Button>
      </SearchToolbar>
      <ListState query={events} empty={events.isSuccess && rows.length === 0} />
      {rows.length > 0 && (
        <Table.Root size="sm" aria-label={t("Events")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Fired by")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Entity")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Webhooks")}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t("Actions")}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((event) => (
              <Table.Row key={event.id}>
                <Table.Cell>{event.name}</Table.Cell>
                <Table.Cell>{t(triggerLabels[event.trigger])}</Table.Cell>
                <Table.Cell>{event.trigger === "button" ? "" : entityLabel(event.defDossier)}</Table.Cell>
                <Table.Cell>{event.webhooks}</Table.Cell>
                <Table.Cell>
                  <HStack justify="end">
                    <Button size="xs" variant="outline" onClick={() => setEditing(event)}>
                      {t("Edit")} <VisuallyHidden>{event.name}</VisuallyHidden>
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => removal.ask(event)}>
                      {t("Delete")} <VisuallyHidden>{event.name}</VisuallyHidden>
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={page} pages={events.data?.pager.pages ?? 0} onChange={setPage} />
      {editing && (
        <EventDialog
          environmentId={environmentId}
          {...(editing === "new" ? {} : { event: editing })}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toaster.create({ type: "success", title: t("Item has been saved") });
            reload();
          }}
        />
      )}
      {removal.dialog}
    </Stack>
  );
}
