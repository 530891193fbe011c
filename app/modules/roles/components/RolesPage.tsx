import { Badge, HStack, Link, Table, VisuallyHidden } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { RowDeleteButton } from "../../../components/RowDeleteButton";
import { SearchToolbar } from "../../../components/SearchToolbar";
import { useConfirmedDelete } from "../../../hooks/useConfirmedDelete";
import { useT } from "../../../i18n/useT";
import { ResultStates } from "../../user/components/ResultStates";
import { deleteRole } from "../api/deleteRole";
import { listRoles } from "../api/listRoles";
import type { RoleDetails } from "../api/RoleDetails";
import { roleKeys } from "../api/roleKeys";
import { roleDeleteFailure } from "../utils/roleDeleteFailure";
import { AdminAreaPage } from "./AdminAreaPage";
import { NewRoleForm } from "./NewRoleForm";

/** /roles: the environment's roles (up to 200), filtered by name, with new and delete. */
export function RolesPage() {
  const t = useT();
  return (
    <AdminAreaPage title={t("Roles")} keys={["kedo.role"]}>
      {(environmentId) => <Roles environmentId={environmentId} />}
    </AdminAreaPage>
  );
}

function Roles({ environmentId }: { environmentId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const roles = useQuery({ queryKey: roleKeys.list(environmentId), queryFn: () => listRoles(environmentId) });
  const wanted = search.trim().toLowerCase();
  const shown = (roles.data?.results ?? []).filter((role) => role.name.toLowerCase().includes(wanted));
  const reload = () => queryClient.invalidateQueries({ queryKey: roleKeys.list(environmentId) });
  const removal = useConfirmedDelete({
    remove: (role: RoleDetails) => deleteRole(role.id),
    label: (role) => role.name,
    queryKey: roleKeys.list(environmentId),
    title: t("Delete role"),
    text: () => t("Are you sure?"),
    failure: (error) => t(roleDeleteFailure(error)),
  });
  return (
    <>
      <NewRoleForm environmentId={environmentId} onCreated={() => void reload()} />
      <SearchToolbar value={search} onSearch={setSearch} />
      <ResultStates query={roles} empty={shown.length === 0} />
      {shown.length > 0 && (
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" aria-label={t("Roles")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Rights")}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>{t("Actions")}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((role) => (
                <Table.Row key={role.id}>
                  <Table.Cell>
                    <HStack>
                      <Link asChild>
                        <RouterLink to="/role/$id" params={{ id: String(role.id) }}>
                          {role.name}
                        </RouterLink>
                      </Link>
                      {role.credentials.includes("environment-admin") && (
                        <Badge colorPalette="purple">{t("Environment admin")}</Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{role.credentials.length}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <RowDeleteButton name={role.name} onClick={() => removal.ask(role)} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {removal.dialog}
    </>
  );
}
