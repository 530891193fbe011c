import { Link } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Listed } from "./listAnswer";

/** A record's page, linked from a block. */
export function RecordLink({ record, children }: { record: Listed; children: ReactNode }) {
  return (
    <Link asChild>
      <RouterLink to="/contentdossier/$id" params={{ id: String(record.id) }}>
        {children}
      </RouterLink>
    </Link>
  );
}
