import { Badge, Box } from "@chakra-ui/react";
import type { CompiledOption } from "../../engine";
import { t } from "../i18n";

/** Whether dark text reads on a background colour (#RRGGBB). */
function isLight(color: string): boolean {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return true;
  const [r, g, b] = match.slice(1).map((hex) => Number.parseInt(hex, 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** The marker admins see on options hidden for some roles (spec 6). */
export function RestrictedMarker() {
  const text = t("Hidden for some roles");
  return (
    <Box as="span" role="img" data-restricted="" title={text} aria-label={text} ms="1">
      🔒
    </Box>
  );
}

/** A list option in its colour. */
export function OptionBadge({ option }: { option: CompiledOption }) {
  return (
    <Badge
      data-option-id={option.id}
      borderRadius="full"
      px="2"
      textTransform="none"
      // The administrator's colour is data, not a theme token: inline, rather than a class per colour.
      style={{ background: option.color, color: isLight(option.color) ? "#1a202c" : "#fff" }}
    >
      {option.label}
      {option.restricted && <RestrictedMarker />}
    </Badge>
  );
}
