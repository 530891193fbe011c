import { Badge, Text } from "@chakra-ui/react";
import { statusOf } from "../api/statusOf";
import { useT } from "../i18n/useT";

/**
 * Why a field or link could not be looked up: a 404 is the 'Item not found' warning badge, any other
 * failure 'Something went wrong' (spec 1-platform section 8).
 */
export function LookupFailure({ error }: { error: unknown }) {
  const t = useT();
  if (statusOf(error) === 404)
    return (
      <Badge colorPalette="orange" variant="subtle" role="status">
        {t("Item not found")}
      </Badge>
    );
  return <Text color="fg.error">{t("Something went wrong")}</Text>;
}
