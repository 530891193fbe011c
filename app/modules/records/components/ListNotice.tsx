import { Alert, Button } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";

export interface ListNoticeProps {
  kind: "empty" | "error";
  /** HTTP 402: the subscription has expired. */
  expired?: boolean;
  onRetry?: () => void;
}

/** 'No items found' under an empty list; 'Something went wrong' with Retry when the list failed to load. */
export function ListNotice({ kind, expired, onRetry }: ListNoticeProps) {
  const t = useT();
  if (kind === "empty") {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t("No items found")}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("Something went wrong")}</Alert.Title>
        {expired && <Alert.Description>{t("Your subscription has expired")}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t("Retry")}
        </Button>
      )}
    </Alert.Root>
  );
}
