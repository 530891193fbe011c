import { Alert } from "../../../../widgets/theme/Alert";
import { statusOf } from "../../../api/statusOf";
import { useT } from "../../../i18n/useT";

/** What a page says when its call failed: not found, no right (403_general_message), or anything else. */
export function LoadFailure({ error }: { error: unknown }) {
  const t = useT();
  const status = statusOf(error);
  return (
    <Alert status={status === 403 ? "info" : "warning"}>
      {status === 404
        ? t("Item not found")
        : status === 403
          ? t("403_general_message")
          : t("Something went wrong")}
    </Alert>
  );
}
