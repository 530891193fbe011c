import { Link } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";

/** Who wrote a log entry: a link to their profile, or the stored name of a user who is gone. */
export function LogUserLink({ userId, username }: { userId: number | null; username: string | null }) {
  if (!userId) return <>{username ?? ""}</>;
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to="/user/$id" params={{ id: String(userId) }}>
        {username ?? `#${userId}`}
      </RouterLink>
    </Link>
  );
}
