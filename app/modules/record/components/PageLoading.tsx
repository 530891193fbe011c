import { Center, Spinner } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";

/** A spinner while a record page loads what it shows. */
export function PageLoading() {
  const t = useT();
  return (
    <Center py="10">
      <Spinner role="status" size="lg" aria-label={t("Loading")} />
    </Center>
  );
}
