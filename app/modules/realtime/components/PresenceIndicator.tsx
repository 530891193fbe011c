import { Avatar, AvatarGroup, HStack, Text } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import { useRecordPresence } from "../hooks/useRecordPresence";

/** Who else has this record open: their initials, and their names for everyone to read. */
export function PresenceIndicator({ dossierId }: { dossierId: number }) {
  const t = useT();
  const others = useRecordPresence(dossierId);
  if (others.length === 0) return null;
  const names = others.map((user) => user.username).join(", ");
  return (
    <HStack gap="2" data-testid="record-presence">
      <AvatarGroup size="xs" aria-hidden="true">
        {others.slice(0, 3).map((user) => (
          <Avatar.Root key={user.id} colorPalette={user.presence === "online" ? "teal" : "gray"}>
            <Avatar.Fallback name={user.username} />
          </Avatar.Root>
        ))}
      </AvatarGroup>
      <Text fontSize="sm" color="fg.muted">
        {t("Also viewing: {names}", { names })}
      </Text>
    </HStack>
  );
}
