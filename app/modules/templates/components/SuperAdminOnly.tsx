import { Spinner } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { useMe } from "../../user/hooks/useMe";

/** The template screens are for super admins; anyone else reads 403_general_message (the server refuses too). */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const me = useMe();
  if (me.isPending) return <Spinner />;
  if (!me.data?.super_admin) return <Alert status="info">{t("403_general_message")}</Alert>;
  return <>{children}</>;
}
