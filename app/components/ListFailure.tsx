import { Button } from "@chakra-ui/react";
import { Alert } from "../../widgets/theme/Alert";
import { useT } from "../i18n/useT";

/**
 * A list that could not load: 'Something went wrong' and a Retry button (spec 3-designer section 8),
 * the same for every list of the designer.
 */
export function ListFailure({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      status="danger"
      alignItems="center"
      action={
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t("Retry")}
        </Button>
      }
    >
      {t("Something went wrong")}
    </Alert>
  );
}
