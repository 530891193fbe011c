import { Spinner } from "@chakra-ui/react";
import { Alert } from "../../../../widgets/theme/Alert";
import { ListFailure } from "../../../components/ListFailure";
import { useT } from "../../../i18n/useT";

/** A list while it loads, when it failed (with Retry), or when it holds nothing ('No items found'). */
export function ListState({
  query,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
}) {
  const t = useT();
  if (query.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (query.isError) return <ListFailure onRetry={() => void query.refetch()} />;
  if (empty) return <Alert status="info">{t("No items found")}</Alert>;
  return null;
}
