import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";

/** A page the user holds no credential for (spec: 403 maps to 403_general_message). */
export function ForbiddenNotice() {
  const t = useT();
  return <Alert status="info">{t("403_general_message")}</Alert>;
}
