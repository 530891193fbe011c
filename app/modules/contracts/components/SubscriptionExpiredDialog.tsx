import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { useMe } from "../../user/hooks/useMe";
import { getOwnSubscription } from "../api/contractsApi";
import { contractKeys } from "../hooks/contractQueries";

/** Pages where the contract admin is already dealing with the contract: no modal there. */
const contractPages = /^\/(upgrade|order\/|subscriptions)/;

/**
 * The shell's expired modal (spec 2-records: subscription_expired) for contract admins whose contract has
 * expired: once per visit, with the way to /upgrade.
 */
export function SubscriptionExpiredDialog() {
  const t = useT();
  const me = useMe();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [dismissed, setDismissed] = useState(false);
  const contractAdmin = me.data?.contract_admin === true;
  const subscription = useQuery({
    queryKey: contractKeys.active,
    queryFn: getOwnSubscription,
    enabled: contractAdmin,
    staleTime: 5 * 60_000,
  });
  const open =
    contractAdmin && subscription.data?.expired === true && !dismissed && !contractPages.test(pathname);
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && setDismissed(true)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Your subscription has expired")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t("Order a plan to go on creating environments.")}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setDismissed(true)}>
                {t("Close")}
              </Button>
              <Button asChild colorPalette="blue" onClick={() => setDismissed(true)}>
                <RouterLink to="/upgrade">{t("Choose a plan")}</RouterLink>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
