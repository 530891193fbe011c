import { Badge, Button, Field, Heading, HStack, Input, Link, Spinner, Stack, Table } from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate, useParams } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { Pager } from "../../../components/Pager";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { LoadFailure } from "../../user/components/LoadFailure";
import { ResultStates } from "../../user/components/ResultStates";
import { displayName } from "../../user/utils/displayName";
import { deleteRole } from "../api/deleteRole";
import { getRole } from "../api/getRole";
import { listRoleMembers } from "../api/listRoleMembers";
import type { RoleDetails } from "../api/RoleDetails";
import { renameRole } from "../api/renameRole";
import { roleKeys } from "../api/roleKeys";
import { roleDeleteFailure } from "../utils/roleDeleteFailure";
import { AdminAreaPage } from "./AdminAreaPage";

/** A role's members are listed 25 at a time, like the user list. */
export const MEMBERS_PER_PAGE = 25;

/** /role/{id}: rename or delete the role, and see who holds it. */
export function RolePage() {
  const t = useT();
  const { id } = useParams({ from: "/shell/role/$id" });
  return (
    <AdminAreaPage title={t("Role")} keys={["kedo.role"]}>
      {() => <Role roleId={Number(id)} />}
    </AdminAreaPage>
  );
}

function Role({ roleId }: { roleId: number }) {
  const valid = Number.isInteger(roleId) && roleId > 0;
  const role = useQuery({ queryKey: roleKeys.one(roleId), queryFn: () => getRole(roleId), enabled: valid });
  if (!valid) return <LoadFailure error={null} />;
  if (role.isPending) return <Spinner />;
  if (role.isError) return <LoadFailure error={role.error} />;
  return (
    <>
      <RoleName key={role.data.name} role={role.data} />
      <RoleMembers roleId={roleId} />
    </>
  );
}

function RoleName({ role }: { role: RoleDetails }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(role.name);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const renaming = useSaveMutation({
    save: (newName: string) => renameRole(role.id, newName),
    onSaved: async (saved) => {
      queryClient.setQueryData(roleKeys.one(role.id), saved);
      await queryClient.invalidateQueries({ queryKey: roleKeys.list(role.environment) });
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    },
    // The failure shows under the name.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields) => setError(fields.name ?? "Something went wrong"),
  });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError("This is a required field");
    await renaming.save(name.trim());
  };
  const remove = async () => {
    setDeleting(false);
    try {
      await deleteRole(role.id);
      await queryClient.invalidateQueries({ queryKey: roleKeys.list(role.environment) });
      toaster.create({ type: "success", title: t("Item has been deleted"), duration: 2500 });
      await navigate({ to: "/roles" });
    } catch (failure) {
      toaster.create({ type: "error", title: t(roleDeleteFailure(failure)), duration: 5000 });
    }
  };
  return (
    <Stack gap="3">
      <form onSubmit={(event) => void save(event)} noValidate>
        <HStack align="end" wrap="wrap">
          <Field.Root required invalid={!!error} maxW="sm">
            <Field.Label>
              {t("Name")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="name"
              value={name}
              maxLength={255}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
            {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
          </Field.Root>
          <Button
            type="submit"
            size="sm"
            colorPalette="teal"
            loading={renaming.isPending}
            disabled={name === role.name}
          >
            {t("Save")}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
            {t("Delete")}
          </Button>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/permissions">{t("Permissions")}</RouterLink>
          </Button>
        </HStack>
      </form>
      <ConfirmDialog
        open={deleting}
        title={t("Delete role")}
        text={t("Are you sure?")}
        confirmLabel={t("Delete")}
        cancelLabel={t("Cancel")}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </Stack>
  );
}

function RoleMembers({ roleId }: { roleId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const members = useQuery({
    queryKey: roleKeys.members(roleId, page),
    queryFn: () => listRoleMembers(roleId, { page, limit: MEMBERS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const results = members.data?.results ?? [];
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {t("Members")}
      </Heading>
      <ResultStates query={members} empty={results.length === 0} />
      {results.length > 0 && (
        <Table.Root size="sm" aria-label={t("Members")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Username")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.map((user) => (
              <Table.Row key={user.id}>
                <Table.Cell>
                  <HStack>
                    <Link asChild>
                      <RouterLink to="/user/$id" params={{ id: String(user.id) }}>
                        {displayName(user)}
                      </RouterLink>
                    </Link>
                    {user.environment_user_active === false && <Badge>{t("Inactive")}</Badge>}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{user.username}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={page} pages={members.data?.pager.pages ?? 1} onChange={setPage} />
    </Stack>
  );
}
