import { Spinner } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { useAdminKey } from "../hooks/useAdminKey";

/**
 * An admin page of the chosen environment: its heading, then its content for holders of the area's key
 * (the server checks every call again), else 403_general_message.
 */
export function AdminKeyPage({
  title,
  credential,
  children,
}: {
  title: string;
  credential: string;
  children: (environmentId: number) => ReactNode;
}) {
  return (
    <OfEnvironmentPage title={title}>
      {(environmentId) => <Gate credential={credential}>{children(environmentId)}</Gate>}
    </OfEnvironmentPage>
  );
}

function Gate({ credential, children }: { credential: string; children: ReactNode }) {
  const t = useT();
  const access = useAdminKey(credential);
  if (access.loading) return <Spinner role="status" aria-label={t("Loading")} />;
  if (!access.allowed) return <Alert status="info">{t("403_general_message")}</Alert>;
  return <>{children}</>;
}
