import { Button } from "@chakra-ui/react";
import { Alert } from "../../../../widgets/theme/Alert";
import { statusOf } from "../../../api/statusOf";
import { useT } from "../../../i18n/useT";

export interface ListNoticeProps {
  kind: "empty" | "error";
  /** The failed call: 401 or 403 (no show right) and 402 (subscription expired) say so. */
  error?: unknown;
  /** HTTP 402: the subscription has expired. */
  expired?: boolean;
  onRetry?: () => void;
}

/**
 * 'No items found' under an empty list; 'Something went wrong' with Retry when the list failed to load; an
 * info alert with 403_general_message when the user may not see the records (spec 2, section 8): trying
 * again would not help.
 */
export function ListNotice({ kind, error, expired, onRetry }: ListNoticeProps) {
  const t = useT();
  const status = statusOf(error);
  if (kind === "empty") {
    return <Alert status="info">{t("No items found")}</Alert>;
  }
  if (status === 401 || status === 403) {
    return <Alert status="info">{t("403_general_message")}</Alert>;
  }
  return (
    <Alert
      status="warning"
      description={expired || status === 402 ? t("Your subscription has expired") : undefined}
      action={
        onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t("Retry")}
          </Button>
        )
      }
    >
      {t("Something went wrong")}
    </Alert>
  );
}
