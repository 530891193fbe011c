import { Alert } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";

/** What the message pages say before an environment is chosen. */
export function NoEnvironment() {
  const t = useT();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{t("No environment selected")}</Alert.Title>
    </Alert.Root>
  );
}
