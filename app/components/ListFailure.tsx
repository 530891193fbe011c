import { Alert, Button } from "@chakra-ui/react";
import { useT } from "../i18n/useT";

/**
 * A list that could not load: 'Something went wrong' and a Retry button (spec 3-designer section 8),
 * the same for every list of the designer.
 */
export function ListFailure({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{t("Something went wrong")}</Alert.Title>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t("Retry")}
      </Button>
    </Alert.Root>
  );
}
