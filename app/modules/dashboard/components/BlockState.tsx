import { Center, Spinner } from "@chakra-ui/react";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";

/** A block while its data loads, when it failed, or when there is nothing to show. */
export function BlockState({ state }: { state: "loading" | "error" | "empty" }) {
  const t = useT();
  if (state === "loading")
    return (
      <Center h="100%">
        <Spinner role="status" aria-label={t("Loading")} />
      </Center>
    );
  return (
    <Alert status={state === "error" ? "warning" : "info"}>
      {state === "error" ? t("Something went wrong") : t("No items found")}
    </Alert>
  );
}
