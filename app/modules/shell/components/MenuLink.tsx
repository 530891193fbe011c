import { Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

export interface MenuLinkProps {
  to: string;
  params?: Record<string, string>;
  /** The address's search, e.g. a saved query for an entity's list. */
  search?: Record<string, string>;
  title?: string;
  /** Indented under the link before it. */
  nested?: boolean;
  onNavigate?: () => void;
  children: ReactNode;
}

/** A link of the side menu; the current page is marked (aria-current) and highlighted. */
export function MenuLink({ to, params, search, title, nested, onNavigate, children }: MenuLinkProps) {
  return (
    <ChakraLink
      asChild
      display="block"
      ps={nested ? "6" : "3"}
      pe="3"
      py="1.5"
      borderRadius="md"
      fontSize="sm"
      color="fg"
      textDecoration="none"
      truncate
      _hover={{ bg: "bg.muted", textDecoration: "none" }}
      _currentPage={{ bg: "colorPalette.subtle", color: "colorPalette.fg", fontWeight: "semibold" }}
    >
      <Link
        to={to}
        params={params as never}
        search={search as never}
        title={title}
        activeOptions={{ exact: to === "/" }}
        onClick={onNavigate}
      >
        {children}
      </Link>
    </ChakraLink>
  );
}
