import { t } from "../i18n";
import { Alert } from "../theme/Alert";

/** What an item shows when no widget serves its type (the engine compiles such items as "unknown"). */
export function UnknownField() {
  return <Alert status="danger">{t("Unknown field type")}</Alert>;
}
