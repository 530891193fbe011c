import { Card, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { displayName } from "../utils/displayName";
import { UserAvatar } from "./UserAvatar";

export interface UserCardProps {
  user: {
    id: number;
    username: string;
    profile?: { first_name?: string | null; preposition?: string | null; last_name?: string | null } | null;
    avatar?: string | null;
  };
  /** Contact details or actions under the name. */
  children?: ReactNode;
}

/** A colleague: picture and name, linked to their profile (/user/{id}). */
export function UserCard({ user, children }: UserCardProps) {
  const name = displayName(user);
  return (
    <Card.Root size="sm" data-user-id={user.id}>
      <Card.Body>
        <HStack gap="3" align="start">
          <UserAvatar name={name} src={user.avatar} size={35} />
          <Stack gap="0.5" minW="0">
            <Link asChild fontWeight="semibold" colorPalette="blue">
              <RouterLink to="/user/$id" params={{ id: String(user.id) }}>
                {name}
              </RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted" truncate>
              {user.username}
            </Text>
            {children}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
