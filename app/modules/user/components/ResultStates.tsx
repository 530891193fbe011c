import { Spinner } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { LoadFailure } from "./LoadFailure";

/** What a list page shows while its query loads, when it failed, and when it found nothing. */
export function ResultStates({ query, empty }: { query: UseQueryResult; empty: boolean }) {
  const t = useT();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadFailure error={query.error} />;
  if (empty) return <Alert status="info">{t("No items found")}</Alert>;
  return null;
}
