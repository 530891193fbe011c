import { Badge, Button, Card, Heading, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { generalFailureOf } from "../../../api/formErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { listRoles } from "../../roles/api/listRoles";
import { roleKeys } from "../../roles/api/roleKeys";
import { useAdminArea } from "../../roles/hooks/useAdminArea";
import { useMe } from "../../user/hooks/useMe";
import { getMembership, type UserMembership } from "../api/getMembership";
import { resetTwoFactor } from "../api/resetTwoFactor";
import { setMembership } from "../api/setMembership";
import { userAdminKeys } from "../api/userAdminKeys";
import { GlobalAccount } from "./GlobalAccount";
import { RoleChoices } from "./RoleChoices";

/**
 * The user manager's part of /user/{id}: roles in the chosen environment, deactivate and reactivate there,
 * reset the second factor, a link to the user's activity, and (super admins) the global roles.
 */
export function UserAdminPanel({ userId, environmentId }: { userId: number; environmentId: number }) {
  const t = useT();
  const area = useAdminArea("kedo.user");
  const me = useMe();
  if (area.loading || !area.allowed) return null;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {t("Administration")}
          </Heading>
          <Membership userId={userId} environmentId={environmentId} bypass={area.bypass} />
          {me.data?.super_admin && <GlobalAccount userId={userId} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Membership({
  userId,
  environmentId,
  bypass,
}: {
  userId: number;
  environmentId: number;
  bypass: boolean;
}) {
  const t = useT();
  const membership = useQuery({
    queryKey: userAdminKeys.membership(userId, environmentId),
    queryFn: () => getMembership(userId, environmentId),
    retry: false,
  });
  const roles = useQuery({ queryKey: roleKeys.list(environmentId), queryFn: () => listRoles(environmentId) });
  if (membership.isPending || roles.isPending) return <Spinner />;
  if (membership.isError) {
    return (
      <Text>
        {statusOf(membership.error) === 404
          ? t("Not a member of this environment")
          : t("Something went wrong")}
      </Text>
    );
  }
  return (
    <MembershipForm
      key={`${membership.data.environment_roles.join(",")}-${membership.data.environment_user_active}`}
      userId={userId}
      environmentId={environmentId}
      membership={membership.data}
      roles={roles.data?.results ?? []}
      bypass={bypass}
    />
  );
}

function MembershipForm({
  userId,
  environmentId,
  membership,
  roles,
  bypass,
}: {
  userId: number;
  environmentId: number;
  membership: UserMembership;
  roles: Parameters<typeof RoleChoices>[0]["roles"];
  bypass: boolean;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>(membership.environment_roles);
  const [error, setError] = useState<string | undefined>();
  const [confirmReset, setConfirmReset] = useState(false);
  const active = membership.environment_user_active;
  const changed =
    chosen.length !== membership.environment_roles.length ||
    chosen.some((id) => !membership.environment_roles.includes(id));

  const saving = useSaveMutation({
    save: (next: { roles: number[]; active: boolean }) => setMembership(userId, environmentId, next),
    onSaved: async () => {
      setError(undefined);
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.membership(userId, environmentId) });
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.ofEnvironment(environmentId) });
    },
    // The failure shows under the roles.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields, failure) => setError(fields.roles ?? generalFailureOf(failure)),
  });
  const store = (next: { roles: number[]; active: boolean }) => saving.save(next);
  const pending = saving.isPending;
  const reset = async () => {
    setConfirmReset(false);
    try {
      await resetTwoFactor(userId);
      toaster.create({ type: "success", title: t("The second factor has been reset"), duration: 2500 });
    } catch (failure) {
      const message = generalFailureOf(failure);
      toaster.create({ type: "error", title: t(message), duration: 5000 });
    }
  };

  return (
    <Stack gap="3">
      <HStack>
        <Text>{t("In this environment")}</Text>
        {active ? <Badge colorPalette="green">{t("Active")}</Badge> : <Badge>{t("Inactive")}</Badge>}
      </HStack>
      <RoleChoices roles={roles} value={chosen} bypass={bypass} error={error} onChange={setChosen} />
      <HStack wrap="wrap" gap="2">
        <Button
          size="sm"
          colorPalette="teal"
          disabled={!changed}
          loading={pending}
          onClick={() => void store({ roles: chosen, active })}
        >
          {t("Save roles")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() => void store({ roles: membership.environment_roles, active: !active })}
        >
          {active ? t("Deactivate") : t("Reactivate")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirmReset(true)}>
          {t("Reset second factor")}
        </Button>
        <Link asChild>
          <RouterLink to="/useractivity" search={{ user: userId }}>
            {t("User activity")}
          </RouterLink>
        </Link>
      </HStack>
      <ConfirmDialog
        open={confirmReset}
        title={t("Reset second factor")}
        text={t("Are you sure?")}
        confirmLabel={t("Reset second factor")}
        cancelLabel={t("Cancel")}
        onConfirm={() => void reset()}
        onCancel={() => setConfirmReset(false)}
      />
    </Stack>
  );
}
