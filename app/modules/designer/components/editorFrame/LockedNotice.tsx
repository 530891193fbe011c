import { Text } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";

/** Why Save is disabled on a saved locked field (spec 3-designer section 5). */
export function LockedNotice() {
  const t = useT();
  return (
    <Text color="fg.muted" fontSize="sm" mb="3">
      {t("This field is locked: unlock it to save changes.")}
    </Text>
  );
}
