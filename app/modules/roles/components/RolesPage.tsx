import { Badge, Button, HStack, Input, Link, Table, VisuallyHidden } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import { ResultStates } from "../../user/components/ResultStates";
import { deleteRole } from "../api/deleteRole";
import { listRoles } from "../api/listRoles";
import type { RoleDetails } from "../api/RoleDetails";
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
  const [deleting, setDeleting] = useState<RoleDetails | null>(null);
  const roles = useQuery({ queryKey: ["roles", environmentId], queryFn: () => listRoles(environmentId) });
  const wanted = search.trim().toLowerCase();
  const shown = (roles.data?.results ?? []).filter((role) => role.name.toLowerCase().includes(wanted));
  const reload = () => queryClient.invalidateQueries({ queryKey: ["roles", environmentId] });
  const remove = async (role: RoleDetails) => {
    setDeleting(null);
    try {
      await deleteRole(role.id);
      toaster.create({ type: "success", title: t("Item has been deleted"), duration: 2500 });
    } catch (error) {
      toaster.create({ type: "error", title: t(roleDeleteFailure(error)), duration: 5000 });
    }
    await reload();
  };
  return (
    <>
      <NewRoleForm environmentId={environmentId} onCreated={() => void reload()} />
      <Input
        type="search"
        maxW="sm"
        aria-label={t("Search")}
        placeholder={t("Search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ResultStates query={roles} empty={shown.length === 0} />
      {shown.length > 0 && (
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
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t("Delete {name}", { name: role.name })}
                    onClick={() => setDeleting(role)}
                  >
                    {t("Delete")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("Delete role")}
        text={t("Are you sure?")}
        confirmLabel={t("Delete")}
        cancelLabel={t("Cancel")}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
