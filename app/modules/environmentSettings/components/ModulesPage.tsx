import { Spinner, Stack, Switch, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { generalFailureOf } from "../../../api/formErrorsOf";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { Pager } from "../../../components/Pager";
import { RowDeleteButton } from "../../../components/RowDeleteButton";
import { SearchToolbar } from "../../../components/SearchToolbar";
import { toaster } from "../../../components/toaster";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { environmentKeys } from "../../environment/api/environmentKeys";
import { LoadFailure } from "../../user/components/LoadFailure";
import { environmentSettingsKeys } from "../api/environmentSettingsKeys";
import {
  addEnvironmentModule,
  deleteEnvironmentModule,
  type EnvironmentModule,
  listEnvironmentModules,
  listModules,
  type ProductModule,
  switchEnvironmentModule,
} from "../api/moduleCalls";
import { pageOf } from "../utils/pageOf";
import { SettingsFrame } from "./SettingsFrame";

/** /modules: the product's modules, switched on and off for the environment (kedo.module). */
export function ModulesPage() {
  return (
    <SettingsFrame title="Modules" credential="kedo.module">
      {(environment) => <EnvironmentModules key={environment.id} environmentId={environment.id} />}
    </SettingsFrame>
  );
}

interface ModuleRow {
  module: ProductModule;
  /** The environment's row of the module, when it has one. */
  row: EnvironmentModule | undefined;
}

function EnvironmentModules({ environmentId }: { environmentId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { search, page, setPage, searchFor } = useSearchedPages();
  const [deleting, setDeleting] = useState<ModuleRow | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const modules = useQuery({
    queryKey: environmentSettingsKeys.modules,
    queryFn: listModules,
    staleTime: 300_000,
  });
  const rows = useQuery({
    queryKey: environmentSettingsKeys.environmentModules(environmentId),
    queryFn: () => listEnvironmentModules(environmentId),
  });

  const run = async (moduleId: number, work: () => Promise<unknown>) => {
    setError(null);
    setBusy(moduleId);
    try {
      await work();
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    } catch (failure) {
      setError(generalFailureOf(failure));
    } finally {
      await queryClient.invalidateQueries({
        queryKey: environmentSettingsKeys.environmentModules(environmentId),
      });
      // The menus and pages read the modules with the environment.
      await queryClient.invalidateQueries({ queryKey: environmentKeys.one(environmentId) });
      setBusy(null);
    }
  };

  const toggle = ({ module, row }: ModuleRow, active: boolean) =>
    run(module.id, () =>
      row ? switchEnvironmentModule(row.id, active) : addEnvironmentModule(environmentId, module.id, active),
    );

  if (modules.isPending || rows.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (modules.isError || rows.isError) return <LoadFailure error={modules.error ?? rows.error} />;
  const all: ModuleRow[] = modules.data.map((module) => ({
    module,
    row: rows.data.find((row) => row.module.id === module.id),
  }));
  const shown = pageOf(all, ({ module }) => `${module.name} ${module.description ?? ""}`, search, page);

  return (
    <Stack gap="4">
      {error && <Alert status="danger">{t(error)}</Alert>}
      <SearchToolbar value={search} onSearch={searchFor} />
      {shown.found === 0 && <Text color="fg.muted">{t("No items found")}</Text>}
      {shown.rows.length > 0 && (
        <Table.Root size="sm" aria-label={t("Modules")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Module")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Description")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Active")}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t("Actions")}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.rows.map((entry) => (
              <Table.Row key={entry.module.id}>
                <Table.Cell fontFamily="mono">{entry.module.name}</Table.Cell>
                <Table.Cell>{entry.module.description}</Table.Cell>
                <Table.Cell>
                  <Switch.Root
                    size="sm"
                    checked={entry.row?.active ?? false}
                    disabled={busy === entry.module.id}
                    onCheckedChange={(event) => void toggle(entry, event.checked)}
                  >
                    <Switch.HiddenInput aria-label={t("{name} active", { name: entry.module.name })} />
                    <Switch.Control />
                  </Switch.Root>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {entry.row && (
                    <RowDeleteButton name={entry.module.name} onClick={() => setDeleting(entry)} />
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={shown.current} pages={shown.pages} onChange={setPage} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("Confirmation")}
        text={t("Delete the module {name} and its settings from this environment?", {
          name: deleting?.module.name ?? "",
        })}
        confirmLabel={t("Delete")}
        cancelLabel={t("Cancel")}
        onConfirm={() => {
          const entry = deleting;
          setDeleting(null);
          const id = entry?.row?.id;
          if (entry && id !== undefined) void run(entry.module.id, () => deleteEnvironmentModule(id));
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
