import { Heading, Link, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import { Alert } from "../../../../widgets/theme/Alert";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { useT } from "../../../i18n/useT";
import { LoadFailure } from "../../user/components/LoadFailure";
import { useMe } from "../../user/hooks/useMe";
import { placeOrder } from "../api/contractsApi";
import {
  contractKeys,
  useOwnContract,
  useOwnUsage,
  usePlans,
  useWaitingOrder,
} from "../hooks/contractQueries";
import { ContractOverview } from "./ContractOverview";
import { PaymentNote } from "./PaymentNote";
import { PlanCard } from "./PlanCard";

/**
 * /upgrade: the plans side by side with the contract admin's current plan and usage; choosing one places an
 * order, and the app goes to it (/order/{id}).
 */
export function UpgradePage() {
  const t = useT();
  const me = useMe();
  const contractAdmin = me.data?.contract_admin === true;
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t("Upgrade")}
      </Heading>
      {me.isPending ? (
        <Spinner />
      ) : contractAdmin ? (
        <Plans />
      ) : (
        <Alert status="info">{t("Plans are ordered by contract admins.")}</Alert>
      )}
    </Stack>
  );
}

function Plans() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contract = useOwnContract();
  const usage = useOwnUsage();
  const plans = usePlans();
  const waiting = useWaitingOrder();
  const order = useMutation({
    mutationFn: placeOrder,
    onSuccess: async (placed) => {
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      await navigate({ to: "/order/$id", params: { id: String(placed.id) } });
    },
  });
  const refusal = order.isError ? (fieldErrorsOf(order.error).plan ?? "Something went wrong") : null;
  const currentPlan = contract.data && !contract.data.expired ? contract.data.plan.id : null;
  return (
    <>
      <ContractOverview />
      <PaymentNote />
      {waiting.data && (
        <Alert
          status="info"
          description={
            <Link asChild colorPalette="blue">
              <RouterLink to="/order/$id" params={{ id: String(waiting.data.id) }}>
                {t("View order {plan}", { plan: waiting.data.plan.name })}
              </RouterLink>
            </Link>
          }
        >
          {t("An earlier order is waiting for confirmation")}
        </Alert>
      )}
      {refusal && <Alert status="danger">{t(refusal)}</Alert>}
      {plans.isPending ? (
        <Spinner />
      ) : plans.isError ? (
        <LoadFailure error={plans.error} />
      ) : plans.data.results.length === 0 ? (
        <Text>{t("No plans are offered at the moment.")}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {plans.data.results.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.id === currentPlan && !contract.data?.cancelled_at}
              usage={usage.data}
              mayChoose={!waiting.isPending && !waiting.data && !order.isPending}
              choosing={order.isPending && order.variables === plan.id}
              onChoose={() => order.mutate(plan.id)}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
