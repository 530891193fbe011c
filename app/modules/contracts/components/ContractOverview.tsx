import { Badge, DataList, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { Alert } from "../../../../widgets/theme/Alert";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { LoadFailure } from "../../user/components/LoadFailure";
import { useOwnContract, useOwnUsage } from "../hooks/contractQueries";
import { formatPrice } from "../utils/formatPrice";

/** The contract admin's contract: its plan and price, when it ends, and the usage against the plan's limits. */
export function ContractOverview() {
  const t = useT();
  const contract = useOwnContract();
  const usage = useOwnUsage();
  if (contract.isPending || usage.isPending) return <Spinner />;
  if (contract.isError || usage.isError) return <LoadFailure error={contract.error ?? usage.error} />;
  const current = contract.data;
  const limit = (max: number | null) => (max === null ? t("no limit") : String(max));
  return (
    <Stack gap="3" as="section" aria-labelledby="contract-heading">
      <Heading as="h2" size="lg" id="contract-heading">
        {t("Your contract")}
      </Heading>
      {current?.expired && <Alert status="warning">{t("Your subscription has expired")}</Alert>}
      {!current && <Text>{t("You have no contract yet. Choose a plan to order one.")}</Text>}
      <DataList.Root orientation="horizontal">
        {current && (
          <>
            <DataList.Item>
              <DataList.ItemLabel>{t("Current plan")}</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack>
                  <Text as="span" fontWeight="semibold" data-testid="current-plan">
                    {current.plan.name}
                  </Text>
                  <Text as="span" color="fg.muted">
                    {t("{price} per month", { price: formatPrice(current.plan.price_per_month) })}
                  </Text>
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("Since")}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(current.starts_at)}</DataList.ItemValue>
            </DataList.Item>
            {current.ends_at && (
              <DataList.Item>
                <DataList.ItemLabel>{current.expired ? t("Expired on") : t("Ends on")}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <HStack>
                    <span>{formatDate(current.ends_at)}</span>
                    {current.cancelled_at && <Badge colorPalette="orange">{t("Cancelled")}</Badge>}
                  </HStack>
                </DataList.ItemValue>
              </DataList.Item>
            )}
          </>
        )}
        <DataList.Item>
          <DataList.ItemLabel>{t("Environments")}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t("{used} of {max}", { used: usage.data.environments, max: limit(usage.data.max_environments) })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("Users")}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t("{used} of {max}", { used: usage.data.users, max: limit(usage.data.max_users) })}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
