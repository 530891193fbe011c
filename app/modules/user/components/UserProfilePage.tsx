import { Badge, Button, Card, Heading, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { ComposeMessageDialog } from "../../messages/components/ComposeMessageDialog";
import { useToken } from "../../session/hooks/useToken";
import { UserAdminPanel } from "../../useradmin/components/UserAdminPanel";
import { getUser } from "../api/getUser";
import { userKeys } from "../api/userKeys";
import { displayName } from "../utils/displayName";
import { LoadFailure } from "./LoadFailure";
import { UserAvatar } from "./UserAvatar";

const PRESENCES = {
  online: { colour: "green", label: "Online" },
  away: { colour: "orange", label: "Away" },
  busy: { colour: "red", label: "Busy" },
} as const;

/** /user/{id}: a colleague's profile (picture, name, contact details, presence) and a message to them. */
export function UserProfilePage() {
  const t = useT();
  const { id } = useParams({ from: "/shell/user/$id" });
  const userId = Number(id);
  const environmentId = useCurrentEnvironmentId();
  const token = useToken();
  const [writing, setWriting] = useState(false);
  const user = useQuery({
    queryKey: userKeys.one(userId),
    queryFn: () => getUser(userId, null),
    enabled: Number.isInteger(userId) && userId > 0,
  });

  if (!Number.isInteger(userId) || userId <= 0) return <LoadFailure error={{ status: 404 }} />;
  if (user.isPending) return <Spinner />;
  if (user.isError) return <LoadFailure error={user.error} />;
  const data = user.data;
  const name = displayName(data);
  const presence = data.private_settings?.presence;
  const isMe = token?.user_id === data.id;
  return (
    <Stack gap="4" maxW="2xl">
      <Card.Root>
        <Card.Body>
          <HStack gap="5" align="start" wrap="wrap">
            <UserAvatar name={name} src={data.avatar} size={200} />
            <Stack gap="2" minW="0">
              <Heading as="h1" size="xl">
                {name}
              </Heading>
              <Text color="fg.muted">{data.username}</Text>
              {presence && presence !== "invisible" && (
                <Badge colorPalette={PRESENCES[presence].colour} alignSelf="start">
                  {t(PRESENCES[presence].label)}
                </Badge>
              )}
              {data.active === false && (
                <Badge colorPalette="gray" alignSelf="start">
                  {t("Inactive")}
                </Badge>
              )}
              <Stack as="dl" gap="1" mt="2">
                <Text as="dt" fontWeight="semibold">
                  {t("Email address")}
                </Text>
                <Text as="dd">
                  <Link href={`mailto:${data.email}`} colorPalette="blue">
                    {data.email}
                  </Link>
                </Text>
                {data.mobile && (
                  <>
                    <Text as="dt" fontWeight="semibold">
                      {t("Mobile number")}
                    </Text>
                    <Text as="dd">
                      <Link href={`tel:${data.mobile}`} colorPalette="blue">
                        {data.mobile}
                      </Link>
                    </Text>
                  </>
                )}
              </Stack>
              <HStack gap="2" mt="2">
                {isMe ? (
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to="/profile">{t("Edit profile")}</RouterLink>
                  </Button>
                ) : (
                  environmentId !== null && (
                    <Button size="sm" colorPalette="teal" onClick={() => setWriting(true)}>
                      {t("Send message")}
                    </Button>
                  )
                )}
              </HStack>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
      {environmentId !== null && !isMe && <UserAdminPanel userId={data.id} environmentId={environmentId} />}
      {environmentId !== null && !isMe && (
        <ComposeMessageDialog
          open={writing}
          environmentId={environmentId}
          initial={{ to: [{ id: data.id, label: name }], title: "" }}
          onClose={() => setWriting(false)}
        />
      )}
    </Stack>
  );
}
