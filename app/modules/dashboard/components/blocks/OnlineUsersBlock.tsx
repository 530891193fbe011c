import { HStack, Stack, Stat, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { PresentUser } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { useCurrentEnvironmentId } from "../../../environment/hooks/useCurrentEnvironmentId";
import { useLiveSocket } from "../../../realtime/components/LiveSocketProvider";
import { useLiveEvent } from "../../../realtime/hooks/useLiveEvent";
import type { Block } from "../../api/Block";
import { useBlockData } from "../../hooks/useBlockData";
import { BlockState } from "../BlockState";

/** online_users: who is online now (the live socket's presence) against the environment's members. */
export function OnlineUsersBlock({ block }: { block: Block }) {
  const t = useT();
  const environmentId = useCurrentEnvironmentId();
  const socket = useLiveSocket();
  const [users, setUsers] = useState<PresentUser[]>([]);
  const data = useBlockData<{ members: number }>(block);
  useLiveEvent("environment:presence:update", (payload) => {
    if (payload.environmentId === environmentId) setUsers(payload.users);
  });
  // Joining again makes the server announce who is there now.
  useEffect(() => {
    if (socket && environmentId !== null) socket.emit("environment:join", { environmentId });
  }, [socket, environmentId]);
  if (data.isPending) return <BlockState state="loading" />;
  if (data.isError) return <BlockState state="error" />;
  const online = users.filter((u) => u.presence !== "invisible");
  return (
    <Stack gap="2">
      <HStack gap="6">
        <Stat.Root>
          <Stat.Label>{t("Online")}</Stat.Label>
          <Stat.ValueText data-testid="online-count">{online.length}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>{t("Offline")}</Stat.Label>
          <Stat.ValueText data-testid="offline-count">
            {Math.max(0, data.data.results.members - online.length)}
          </Stat.ValueText>
        </Stat.Root>
      </HStack>
      {online.map((user) => (
        <Text key={user.id} fontSize="sm">
          {user.username}
        </Text>
      ))}
    </Stack>
  );
}
