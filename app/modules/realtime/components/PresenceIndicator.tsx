import { Avatar, AvatarGroup, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useT } from "../../../i18n/useT";
import { useRecordPresence } from "../hooks/useRecordPresence";

/** Who else has this record open: their initials, each leading to their profile, and their names. */
export function PresenceIndicator({ dossierId }: { dossierId: number }) {
  const t = useT();
  const others = useRecordPresence(dossierId);
  if (others.length === 0) return null;
  const names = others.map((user) => user.username).join(", ");
  return (
    <HStack gap="2" data-testid="record-presence">
      <AvatarGroup size="xs">
        {others.slice(0, 3).map((user) => (
          <RouterLink
            key={user.id}
            to="/user/$id"
            params={{ id: String(user.id) }}
            aria-label={user.username}
          >
            <Avatar.Root colorPalette={user.presence === "online" ? "teal" : "gray"}>
              <Avatar.Fallback name={user.username} />
            </Avatar.Root>
          </RouterLink>
        ))}
      </AvatarGroup>
      <Text fontSize="sm" color="fg.muted">
        {t("Also viewing: {names}", { names })}
      </Text>
    </HStack>
  );
}
