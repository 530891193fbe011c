import { Link } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";

/** The record a log entry is about, as a link (a deleted one answers 'Item not found' there). */
export function LogRecordLink({ recordId }: { recordId: number | null }) {
  if (!recordId) return null;
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to="/contentdossier/$id" params={{ id: String(recordId) }}>
        #{recordId}
      </RouterLink>
    </Link>
  );
}
