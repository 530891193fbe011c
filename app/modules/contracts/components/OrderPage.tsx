import { Badge, Button, DataList, Heading, HStack, Link, Spinner, Stack } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useParams } from "@tanstack/react-router";
import type { Order } from "../../../../schemas";
import { Alert } from "../../../../widgets/theme/Alert";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { toaster } from "../../../components/toaster";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { LoadFailure } from "../../user/components/LoadFailure";
import { useMe } from "../../user/hooks/useMe";
import { decideOrder, getOrder } from "../api/contractsApi";
import { contractKeys } from "../hooks/contractQueries";
import { formatPrice } from "../utils/formatPrice";
import { PaymentNote } from "./PaymentNote";

const stateLabels = { placed: "Placed", confirmed: "Confirmed", cancelled: "Cancelled" } as const;
const stateColours = { placed: "blue", confirmed: "green", cancelled: "gray" } as const;
const kindLabels = { new: "New contract", upgrade: "Upgrade", downgrade: "Downgrade" } as const;

/**
 * /order/{id}: an order of a plan with its price and state; a super admin confirms or cancels a placed order,
 * the contract admin who placed it may cancel it.
 */
export function OrderPage() {
  const t = useT();
  const { id } = useParams({ from: "/shell/order/$id" });
  const orderId = Number(id);
  const order = useQuery({
    queryKey: contractKeys.order(orderId),
    // An id that is no number is asked too: the server answers 'Item not found'.
    queryFn: () => getOrder(orderId),
  });
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t("Order {id}", { id })}
      </Heading>
      {order.isPending ? (
        <Spinner />
      ) : order.isError ? (
        <LoadFailure error={order.error} />
      ) : (
        <OrderDetails order={order.data} />
      )}
    </Stack>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const t = useT();
  const me = useMe();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (state: "confirmed" | "cancelled") => decideOrder(order.id, state),
    onSuccess: async (decided) => {
      queryClient.setQueryData(contractKeys.order(order.id), decided);
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      toaster.create({
        type: "success",
        title:
          decided.state === "confirmed"
            ? t("The order has been confirmed")
            : t("The order has been cancelled"),
        duration: 4000,
      });
    },
  });
  const superAdmin = me.data?.super_admin === true;
  const placedByMe = me.data?.id === order.placed_by.id;
  const open = order.state === "placed";
  const refusal = decide.isError ? (fieldErrorsOf(decide.error).state ?? "Something went wrong") : null;
  return (
    <>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t("Plan")}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="order-plan">{order.plan.name}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("Price")}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t("{price} per month", { price: formatPrice(order.price_per_month) })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("Kind")}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t(kindLabels[order.kind])}
            {order.previous_plan && ` (${t("from {plan}", { plan: order.previous_plan.name })})`}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("State")}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={stateColours[order.state]} data-testid="order-state">
              {t(stateLabels[order.state])}
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("Payment")}</DataList.ItemLabel>
          <DataList.ItemValue>{t("By invoice")}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("Placed at")}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(order.placed_at, true)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("Placed by")}</DataList.ItemLabel>
          <DataList.ItemValue>{order.placed_by.username}</DataList.ItemValue>
        </DataList.Item>
        {order.decided_at && (
          <DataList.Item>
            <DataList.ItemLabel>
              {order.state === "confirmed" ? t("Confirmed by") : t("Cancelled by")}
            </DataList.ItemLabel>
            <DataList.ItemValue>
              {`${order.decided_by ?? ""}, ${formatDate(order.decided_at, true)}`}
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      <PaymentNote />
      {refusal && <Alert status="danger">{t(refusal)}</Alert>}
      {open && (superAdmin || placedByMe) && (
        <HStack>
          {superAdmin && (
            <Button
              colorPalette="green"
              loading={decide.isPending && decide.variables === "confirmed"}
              disabled={decide.isPending}
              onClick={() => decide.mutate("confirmed")}
            >
              {t("Confirm order")}
            </Button>
          )}
          <Button
            variant="outline"
            loading={decide.isPending && decide.variables === "cancelled"}
            disabled={decide.isPending}
            onClick={() => decide.mutate("cancelled")}
          >
            {t("Cancel order")}
          </Button>
        </HStack>
      )}
      {me.data?.contract_admin && (
        <Link asChild colorPalette="blue">
          <RouterLink to="/upgrade">{t("Back to the plans")}</RouterLink>
        </Link>
      )}
    </>
  );
}
