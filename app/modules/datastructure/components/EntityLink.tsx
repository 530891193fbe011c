import { Link } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";

/** An entity's name leading to its page in the data structure. */
export function EntityLink({ id, names }: { id: number; names: ReadonlyMap<number, string> }) {
  return (
    <Link asChild>
      <RouterLink to="/datastructure/$id" params={{ id: String(id) }}>
        {names.get(id) ?? `#${id}`}
      </RouterLink>
    </Link>
  );
}
