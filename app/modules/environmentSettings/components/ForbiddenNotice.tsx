import { Alert } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";

/** A page the user holds no credential for (spec: 403 maps to 403_general_message). */
export function ForbiddenNotice() {
  const t = useT();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{t("403_general_message")}</Alert.Title>
    </Alert.Root>
  );
}
