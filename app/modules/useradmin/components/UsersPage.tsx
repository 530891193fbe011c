import { Badge, Button, Link, Table } from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Pager } from "../../../components/Pager";
import { SearchToolbar } from "../../../components/SearchToolbar";
import { toaster } from "../../../components/toaster";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { listRoles } from "../../roles/api/listRoles";
import { roleKeys } from "../../roles/api/roleKeys";
import { AdminAreaPage } from "../../roles/components/AdminAreaPage";
import { ResultStates } from "../../user/components/ResultStates";
import { displayName } from "../../user/utils/displayName";
import { listUsers } from "../api/listUsers";
import { userAdminKeys } from "../api/userAdminKeys";
import { NewUserDialog } from "./NewUserDialog";

/** The user list shows 25 at a time (the spec's user pick size). */
export const USERS_PER_PAGE = 25;

/** /user: the environment's users, searched by name, with their state, and new users. */
export function UsersPage() {
  const t = useT();
  return (
    <AdminAreaPage title={t("Users")} keys={["kedo.user"]}>
      {(environmentId, bypass) => <Users environmentId={environmentId} bypass={bypass} />}
    </AdminAreaPage>
  );
}

function Users({ environmentId, bypass }: { environmentId: number; bypass: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search, settled, page, setPage, searchFor } = useSearchedPages();
  const [adding, setAdding] = useState(false);
  const users = useQuery({
    queryKey: userAdminKeys.list(environmentId, settled, page),
    queryFn: () => listUsers(environmentId, { name: settled, page, limit: USERS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({ queryKey: roleKeys.list(environmentId), queryFn: () => listRoles(environmentId) });
  const results = users.data?.results ?? [];
  return (
    <>
      <SearchToolbar value={search} onSearch={searchFor}>
        <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
          {t("New user")}
        </Button>
      </SearchToolbar>
      <ResultStates query={users} empty={results.length === 0} />
      {results.length > 0 && (
        <Table.Root size="sm" aria-label={t("Users")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Username")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Status")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.map((user) => (
              <Table.Row key={user.id}>
                <Table.Cell>
                  <Link asChild>
                    <RouterLink to="/user/$id" params={{ id: String(user.id) }}>
                      {displayName(user)}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{user.username}</Table.Cell>
                <Table.Cell>
                  {user.environment_user_active === false ? (
                    <Badge>{t("Inactive")}</Badge>
                  ) : (
                    <Badge colorPalette="green">{t("Active")}</Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={page} pages={users.data?.pager.pages ?? 1} onChange={setPage} />
      <NewUserDialog
        open={adding}
        environmentId={environmentId}
        roles={roles.data?.results ?? []}
        bypass={bypass}
        onClose={() => setAdding(false)}
        onCreated={(id) => {
          setAdding(false);
          toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
          void queryClient.invalidateQueries({ queryKey: userAdminKeys.ofEnvironment(environmentId) });
          void navigate({ to: "/user/$id", params: { id: String(id) } });
        }}
      />
    </>
  );
}
