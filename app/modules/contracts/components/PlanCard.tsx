import { Badge, Button, Card, Heading, HStack, Text } from "@chakra-ui/react";
import type { ContractUsage, SubscriptionPlan } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { formatPrice } from "../utils/formatPrice";

export interface PlanCardProps {
  plan: SubscriptionPlan;
  current: boolean;
  usage: ContractUsage | undefined;
  /** False while an earlier order waits or an order is being placed. */
  mayChoose: boolean;
  choosing: boolean;
  onChoose: () => void;
}

/** One plan beside the others on /upgrade: its limits and price, and the button that orders it. */
export function PlanCard({ plan, current, usage, mayChoose, choosing, onChoose }: PlanCardProps) {
  const t = useT();
  // The server refuses it too; saying so here spares a refused order.
  const tooSmall = !!usage && (usage.environments > plan.max_environments || usage.users > plan.max_users);
  return (
    <Card.Root
      as="article"
      aria-label={plan.name}
      borderColor={current ? "blue.solid" : undefined}
      borderWidth={current ? "2px" : "1px"}
    >
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {plan.name}
          </Heading>
          {current && <Badge colorPalette="blue">{t("Current plan")}</Badge>}
        </HStack>
        {plan.description && <Text color="fg.muted">{plan.description}</Text>}
        <Text fontSize="2xl" fontWeight="bold">
          {t("{price} per month", { price: formatPrice(plan.price_per_month) })}
        </Text>
        <Text>{t("{count} environments", { count: plan.max_environments })}</Text>
        <Text>{t("{count} users", { count: plan.max_users })}</Text>
        {tooSmall && !current && (
          <Text color="fg.warning" fontSize="sm">
            {t("Your environments or users are more than this plan allows")}
          </Text>
        )}
      </Card.Body>
      {!current && (
        <Card.Footer>
          <Button
            colorPalette="blue"
            disabled={!mayChoose || tooSmall}
            loading={choosing}
            onClick={onChoose}
            aria-label={t("Choose {plan}", { plan: plan.name })}
          >
            {t("Choose")}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
