import { Badge } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import type { Delivery } from "../api/Webhook";

const LOOKS = {
  pending: { palette: "orange", label: "Pending" },
  delivered: { palette: "green", label: "Delivered" },
  failed: { palette: "red", label: "Failed" },
} as const;

/** A delivery's state as a coloured word (the word carries it, not the colour). */
export function WebhookStatus({ status }: { status: Delivery["status"] }) {
  const t = useT();
  const look = LOOKS[status];
  return <Badge colorPalette={look.palette}>{t(look.label)}</Badge>;
}
