import { Text } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";

/** There is no payment provider: orders are paid by invoice and confirmed by a super admin. */
export function PaymentNote() {
  const t = useT();
  return (
    <Text color="fg.muted">
      {t("There is no online payment: an order is paid by invoice, and a super admin confirms it.")}
    </Text>
  );
}
