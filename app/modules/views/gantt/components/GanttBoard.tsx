import { IconButton, Spinner, Stack, Table } from "@chakra-ui/react";
import { Fragment, useMemo, useState } from "react";
import { Alert } from "../../../../../widgets/theme/Alert";
import { statusOf } from "../../../../api/statusOf";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { ChevronRightIcon } from "../../../../components/icons/ChevronRightIcon";
import { Pager } from "../../../../components/Pager";
import { useT } from "../../../../i18n/useT";
import { ListNotice } from "../../../records/components/ListNotice";
import { ListWidgetEnvironment } from "../../../records/components/ListWidgetEnvironment";
import { SearchPanel } from "../../../records/components/SearchPanel";
import { useEntityCredentials } from "../../../records/hooks/useEntityCredentials";
import { useRecordList } from "../../../records/hooks/useRecordList";
import { DEFAULT_LIST_STATE } from "../../../records/state/DEFAULT_LIST_STATE";
import type { ListState } from "../../../records/state/ListState";
import { listQuery } from "../../../records/utils/listQuery";
import { recordLabelOf } from "../../../records/utils/recordLabelOf";
import { useMe } from "../../../user/hooks/useMe";
import type { RecordViewProps } from "../../RecordViewProps";
import type { GanttSetup } from "../hooks/useGanttSetup";
import { useGanttTasks } from "../hooks/useGanttTasks";
import { useTaskDateChange } from "../hooks/useTaskDateChange";
import { chartRange } from "../utils/chartRange";
import { cutName } from "../utils/cutName";
import type { GanttMode } from "../utils/GanttMode";
import { ganttRowOf } from "../utils/ganttRowOf";
import { ganttScale } from "../utils/ganttScale";
import { toggled } from "../utils/toggled";
import { GanttScaleHeader } from "./GanttScaleHeader";
import { GanttTableRow } from "./GanttTableRow";
import { GanttToolbar } from "./GanttToolbar";
import { MissingDatesWarning } from "./MissingDatesWarning";
import { TaskDatesDialog } from "./TaskDatesDialog";

export interface GanttBoardProps {
  setup: GanttSetup;
  embedded: RecordViewProps["embedded"];
}

/**
 * Projects with their tasks on a time scale (spec 2, Gantt): filtered by the project entity's search
 * fields and tag pills (nothing is asked before the first search, except in an embedded list, which shows
 * its parent), projects collapsed until expanded, task dates changed through a dialog that asks 'Edit
 * project date' when they leave the project's range.
 */
export function GanttBoard({ setup, embedded }: GanttBoardProps) {
  const t = useT();
  const me = useMe();
  const projectRights = useEntityCredentials(setup.projectEntityId);
  const taskRights = useEntityCredentials(setup.taskEntityId);
  const [state, setState] = useState<ListState>(DEFAULT_LIST_STATE);
  const [searched, setSearched] = useState(false);
  const [tags, setTags] = useState<ReadonlySet<number>>(new Set());
  const [mode, setMode] = useState<GanttMode>("Month");
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [resource, setResource] = useState<number | null>(null);

  const { projects: fields } = setup;
  const query = useMemo(() => {
    const start = fields.start?.sortable ? fields.start : undefined;
    const sort = start ? { key: String(start.id), order: "ASC" as const } : null;
    const params: Record<string, unknown> = {
      ...listQuery({ entityId: setup.projectEntityId, state: { ...state, sort } }),
      view: fields.view,
    };
    if (tags.size > 0 && fields.tags) {
      params[`${fields.tags.id}[]`] = [...tags].map(String);
      params[`${fields.tags.id}_type`] = "in";
    }
    if (embedded) params["dossierIds[]"] = [embedded.parentId];
    return params;
  }, [setup.projectEntityId, state, fields, tags, embedded]);
  const loading = embedded !== undefined || searched || tags.size > 0;
  const projects = useRecordList(query, loading);
  const tasks = useGanttTasks(setup, expanded);

  const projectRows = useMemo(
    () => (projects.data?.results ?? []).map((record) => ganttRowOf(record, fields)),
    [projects.data, fields],
  );
  const taskRows = (projectId: number) =>
    (tasks.get(projectId)?.data?.results ?? [])
      .map((record) => ganttRowOf(record, setup.tasks))
      .filter((row) => resource === null || row.resources.includes(resource));
  const resources = new Map<number, string>();
  for (const [, entry] of tasks)
    for (const record of entry.data?.results ?? [])
      for (const id of ganttRowOf(record, setup.tasks).resources)
        resources.set(id, entry.data?.labels?.user?.[String(id)] ?? `#${id}`);
  const shownTasks = [...expanded].flatMap(taskRows);
  const range = chartRange([...projectRows, ...shownTasks], new Date().toISOString());
  const scale = ganttScale(mode, range.from, range.to);

  const admin = setup.projectAdmin;
  const mayEditTasks = setup.taskAdmin || (taskRights.data ?? []).includes("edit");
  const mayEditProjects = admin || (projectRights.data ?? []).includes("edit");
  const allExpanded = projectRows.length > 0 && projectRows.every((row) => expanded.has(row.record.id));

  const change = useTaskDateChange({ projects: mayEditProjects, tasks: mayEditTasks });
  const toggle = (projectId: number) => setExpanded((old) => toggled(old, projectId));

  return (
    <Stack gap="3">
      {!embedded && (
        <SearchPanel
          search={setup.search}
          advancedSearch={setup.advancedSearch}
          state={state}
          onApply={(change) => {
            setSearched(true);
            setState((old) => ({ ...old, ...change, page: 1 }));
          }}
          onReset={() =>
            setState((old) => ({ ...old, search: {}, advancedSearch: {}, archived: "", page: 1 }))
          }
        />
      )}
      <GanttToolbar
        mode={mode}
        onMode={setMode}
        tags={fields.tags?.options ?? []}
        chosenTags={tags}
        onTag={(optionId) => setTags((old) => toggled(old, optionId))}
        resources={[...resources].map(([id, label]) => ({ id, label }))}
        resource={resource}
        onResource={setResource}
        allExpanded={allExpanded}
        onToggleAll={() =>
          setExpanded(allExpanded ? new Set() : new Set(projectRows.map((row) => row.record.id)))
        }
      />
      {change.refused && <Alert status="danger">{change.refused}</Alert>}
      {(admin || me.data?.contract_admin === true) && <MissingDatesWarning projects={projectRows} />}
      {!loading ? (
        <Alert status="info">{t("First enter some search parameters")}</Alert>
      ) : projects.error ? (
        <ListNotice
          kind="error"
          expired={statusOf(projects.error) === 402}
          onRetry={() => void projects.refetch()}
        />
      ) : !projects.data ? (
        <Spinner role="status" aria-label={t("Loading")} />
      ) : projectRows.length === 0 ? (
        <Alert status="info">{t("No items found.")}</Alert>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t("Gantt chart")} width="auto">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("From")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("To")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Resource")}</Table.ColumnHeader>
                <Table.ColumnHeader p="0">
                  <GanttScaleHeader scale={scale} />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {projectRows.map((project) => {
                const open = expanded.has(project.record.id);
                const entry = tasks.get(project.record.id);
                const name = recordLabelOf(project.record);
                return (
                  <Fragment key={project.record.id}>
                    <ListWidgetEnvironment model={fields.model} labels={projects.data?.labels}>
                      <GanttTableRow
                        row={project}
                        kind="project"
                        name={name}
                        fullName={name}
                        fields={fields}
                        scale={scale}
                        toggle={
                          <IconButton
                            size="2xs"
                            variant="ghost"
                            aria-expanded={open}
                            aria-label={t("Show tasks of {name}", { name })}
                            onClick={() => toggle(project.record.id)}
                          >
                            <ChevronRightIcon transform={open ? "rotate(90deg)" : undefined} />
                          </IconButton>
                        }
                      />
                    </ListWidgetEnvironment>
                    {open && entry?.pending && (
                      <Table.Row>
                        <Table.Cell colSpan={5}>
                          <Spinner size="sm" role="status" aria-label={t("Loading")} />
                        </Table.Cell>
                      </Table.Row>
                    )}
                    {open && entry?.failed && (
                      <Table.Row>
                        <Table.Cell colSpan={5}>{t("Something went wrong")}</Table.Cell>
                      </Table.Row>
                    )}
                    {open && entry?.data && (
                      <ListWidgetEnvironment model={setup.tasks.model} labels={entry.data.labels}>
                        {taskRows(project.record.id).map((task) => {
                          const full = recordLabelOf(task.record);
                          return (
                            <GanttTableRow
                              key={task.record.id}
                              row={task}
                              kind="task"
                              name={cutName(full)}
                              fullName={full}
                              fields={setup.tasks}
                              scale={scale}
                              {...(mayEditTasks && !task.record.archived
                                ? { onEditDates: () => change.start({ task, project }) }
                                : {})}
                            />
                          );
                        })}
                      </ListWidgetEnvironment>
                    )}
                  </Fragment>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {projects.data && (
        <Pager
          current={projects.data.pager.current}
          pages={projects.data.pager.pages}
          onChange={(page) => setState((old) => ({ ...old, page }))}
        />
      )}
      {change.editing && (
        <TaskDatesDialog
          name={recordLabelOf(change.editing.task.record)}
          {...(change.editing.task.start ? { start: change.editing.task.start } : {})}
          {...(change.editing.task.end ? { end: change.editing.task.end } : {})}
          errors={change.errors}
          saving={change.saving}
          onSave={(dates) => change.editing && change.save(change.editing, dates)}
          onClose={change.close}
        />
      )}
      <ConfirmDialog
        open={change.confirm !== null}
        title={t("Edit project date")}
        text={t("The task's new dates fall outside its project's dates. Change the project's dates as well?")}
        confirmLabel={t("Continue")}
        cancelLabel={t("No")}
        onConfirm={change.proceed}
        onCancel={change.decline}
      />
    </Stack>
  );
}
