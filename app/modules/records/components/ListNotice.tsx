import { Alert, Button } from "@chakra-ui/react";
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
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t("No items found")}</Alert.Title>
      </Alert.Root>
    );
  }
  if (status === 401 || status === 403) {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Title>{t("403_general_message")}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("Something went wrong")}</Alert.Title>
        {(expired || status === 402) && (
          <Alert.Description>{t("Your subscription has expired")}</Alert.Description>
        )}
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t("Retry")}
        </Button>
      )}
    </Alert.Root>
  );
}
