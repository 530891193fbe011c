import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";

/** What the message pages say before an environment is chosen. */
export function NoEnvironment() {
  const t = useT();
  return <Alert status="info">{t("No environment selected")}</Alert>;
}
