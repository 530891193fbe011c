import { Heading, Stack } from "@chakra-ui/react";
import { Alert } from "../../../../widgets/theme/Alert";
import { statusOf } from "../../../api/statusOf";
import { useT } from "../../../i18n/useT";

/** Why a record page cannot show: no rights (401, 403), not found (404), or something else. */
export function LoadFailure({ error }: { error: unknown }) {
  const t = useT();
  const status = statusOf(error);
  if (status === 404) {
    return (
      <Stack gap="3">
        <Heading as="h1" size="xl">
          {t("Page not found")}
        </Heading>
        <Alert status="info">{t("The page you are looking for does not exist.")}</Alert>
      </Stack>
    );
  }
  return (
    <Alert status={status === 401 || status === 403 ? "info" : "warning"}>
      {status === 401 || status === 403 ? t("403_general_message") : t("Something went wrong")}
    </Alert>
  );
}
