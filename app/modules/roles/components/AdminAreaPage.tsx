import { Spinner } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { useAdminArea } from "../hooks/useAdminArea";

/**
 * A page of the admin menu: its heading, then its content for users holding one of the area's keys (the
 * server checks again), else 403_general_message.
 */
export function AdminAreaPage({
  title,
  keys,
  children,
}: {
  title: string;
  keys: string[];
  children: (environmentId: number, bypass: boolean) => ReactNode;
}) {
  return (
    <OfEnvironmentPage title={title}>
      {(environmentId) => <AreaGate keys={keys}>{(bypass) => children(environmentId, bypass)}</AreaGate>}
    </OfEnvironmentPage>
  );
}

function AreaGate({ keys, children }: { keys: string[]; children: (bypass: boolean) => ReactNode }) {
  const t = useT();
  const area = useAdminArea(...keys);
  if (area.loading) return <Spinner />;
  if (!area.allowed) return <Alert status="info">{t("403_general_message")}</Alert>;
  return <>{children(area.bypass)}</>;
}
