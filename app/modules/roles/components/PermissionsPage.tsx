import { Box, Button, chakra, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import { Fragment, useState } from "react";
import type { ListResponse } from "../../../../schemas";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { entityName } from "../../shell/utils/entityName";
import { ResultStates } from "../../user/components/ResultStates";
import { changeRoleCredentials } from "../api/changeRoleCredentials";
import { listCredentials } from "../api/listCredentials";
import { listRoles } from "../api/listRoles";
import type { RoleDetails } from "../api/RoleDetails";
import { roleKeys } from "../api/roleKeys";
import { credentialChanges } from "../utils/credentialChanges";
import { matrixSections } from "../utils/matrixSections";
import { rightLabel } from "../utils/rightLabel";
import { AdminAreaPage } from "./AdminAreaPage";

const ENVIRONMENT_ADMIN = "environment-admin";

/** /permissions: one matrix of rights (rows) by roles (columns); each column saves on its own. */
export function PermissionsPage() {
  const t = useT();
  return (
    <AdminAreaPage title={t("Permissions")} keys={["kedo.permissions"]}>
      {(environmentId, bypass) => <PermissionMatrix environmentId={environmentId} bypass={bypass} />}
    </AdminAreaPage>
  );
}

function PermissionMatrix({ environmentId, bypass }: { environmentId: number; bypass: boolean }) {
  const t = useT();
  const locale = useContentLocale();
  const environment = useCurrentEnvironment();
  const queryClient = useQueryClient();
  const catalog = useQuery({
    queryKey: roleKeys.credentials(environmentId),
    queryFn: () => listCredentials(environmentId),
  });
  const roles = useQuery({ queryKey: roleKeys.list(environmentId), queryFn: () => listRoles(environmentId) });
  /** The ticks of the columns changed since loading, by role id. */
  const [drafts, setDrafts] = useState<Map<number, Set<string>>>(new Map());
  const dirty = drafts.size > 0;
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });

  const roleList = roles.data?.results ?? [];
  const sections = matrixSections(catalog.data?.results ?? []);
  const ticksOf = (role: RoleDetails) => drafts.get(role.id) ?? new Set(role.credentials);
  const changesOf = (role: RoleDetails) => credentialChanges(role.credentials, ticksOf(role));
  const changed = (role: RoleDetails) => {
    const { grant, revoke } = changesOf(role);
    return grant.length + revoke.length > 0;
  };
  // Only environment and super admins touch the right that makes environment admins, or roles holding it.
  const locked = (role: RoleDetails, credential: string) =>
    !bypass && (credential === ENVIRONMENT_ADMIN || role.credentials.includes(ENVIRONMENT_ADMIN));

  const toggle = (role: RoleDetails, credential: string, on: boolean) => {
    setDrafts((previous) => {
      const next = new Map(previous);
      const ticks = new Set(ticksOf(role));
      if (on) ticks.add(credential);
      else ticks.delete(credential);
      const unchanged = credentialChanges(role.credentials, ticks);
      if (unchanged.grant.length + unchanged.revoke.length === 0) next.delete(role.id);
      else next.set(role.id, ticks);
      return next;
    });
  };

  const saving = useSaveMutation({
    save: (role: RoleDetails) => changeRoleCredentials(role.id, changesOf(role)),
    onSaved: (saved, role) => {
      queryClient.setQueryData<ListResponse<RoleDetails>>(roleKeys.list(environmentId), (list) =>
        list ? { ...list, results: list.results.map((r) => (r.id === saved.id ? saved : r)) } : list,
      );
      setDrafts((previous) => {
        const next = new Map(previous);
        next.delete(role.id);
        return next;
      });
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    },
  });
  const save = (role: RoleDetails) => saving.save(role);
  const savingRole = saving.pendingVariables?.id ?? null;

  const sectionTitle = (section: (typeof sections)[number]) => {
    if (section.kind === "environment") return t("Environment");
    if (section.kind === "admin") return t("Admin areas");
    const entity = environment.data?.defdossiers?.find((e) => e.id === section.entityId);
    return entity ? entityName(entity, locale) : `#${section.entityId}`;
  };

  if (catalog.isPending || roles.isPending || catalog.isError || roles.isError) {
    return <ResultStates query={catalog.isError || catalog.isPending ? catalog : roles} empty={false} />;
  }
  if (roleList.length === 0) return <ResultStates query={roles} empty />;
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t("Tick the rights of each role and save its column.")}</Text>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t("Permissions")} stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader position="sticky" left="0" bg="bg" zIndex="1">
                {t("Rights")}
              </Table.ColumnHeader>
              {roleList.map((role) => (
                <Table.ColumnHeader key={role.id} textAlign="center" verticalAlign="bottom">
                  <Stack gap="1" align="center">
                    <Text>{role.name}</Text>
                    <Button
                      size="xs"
                      colorPalette="teal"
                      disabled={!changed(role)}
                      loading={savingRole === role.id}
                      aria-label={t("Save {name}", { name: role.name })}
                      onClick={() => void save(role)}
                    >
                      {t("Save")}
                    </Button>
                  </Stack>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sections.map((section) => (
              <Fragment key={section.key}>
                <Table.Row bg="bg.muted">
                  <Table.Cell
                    as="th"
                    scope="colgroup"
                    colSpan={roleList.length + 1}
                    fontWeight="semibold"
                    textAlign="start"
                  >
                    {sectionTitle(section)}
                  </Table.Cell>
                </Table.Row>
                {section.rows.map((entry) => {
                  const label = rightLabel(entry, t);
                  const group = section.kind === "entity" ? `${sectionTitle(section)} ` : "";
                  return (
                    <Table.Row key={entry.credential}>
                      <Table.Cell as="th" scope="row" position="sticky" left="0" bg="bg" fontWeight="normal">
                        {label}
                      </Table.Cell>
                      {roleList.map((role) => (
                        <Table.Cell key={role.id} textAlign="center">
                          <chakra.input
                            type="checkbox"
                            cursor="pointer"
                            boxSize="4"
                            aria-label={`${role.name}: ${group}${label}`}
                            checked={ticksOf(role).has(entry.credential)}
                            disabled={locked(role, entry.credential) || savingRole === role.id}
                            onChange={(event) => toggle(role, entry.credential, event.target.checked)}
                          />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  );
                })}
              </Fragment>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ConfirmDialog
        open={blocker.status === "blocked"}
        title={t("Confirmation")}
        text={t("You made unsaved changes")}
        confirmLabel={t("Leave page")}
        cancelLabel={t("Continue working")}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Stack>
  );
}
