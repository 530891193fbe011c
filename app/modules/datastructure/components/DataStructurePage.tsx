import { Button, Heading, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { statusOf } from "../../../api/statusOf";
import { ListFailure } from "../../../components/ListFailure";
import { useT } from "../../../i18n/useT";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { NoEnvironment } from "../../messages/components/NoEnvironment";
import { LoadFailure } from "../../record/components/LoadFailure";
import { PageLoading } from "../../record/components/PageLoading";
import { menuAccessOf } from "../../shell/utils/menuAccessOf";
import { useMe } from "../../user/hooks/useMe";
import { useDataStructure } from "../hooks/useDataStructure";
import { useEntityNames } from "../hooks/useEntityNames";
import { useEntityOrder } from "../hooks/useEntityOrder";
import { mayOrderEntities } from "../utils/mayOrderEntities";
import { EntityOrderList } from "./EntityOrderList";

/**
 * /datastructure: the environment's entities in their order with their data fields and links; the order
 * can be changed (saved at once), and 'New entity' opens the entity form.
 */
export function DataStructurePage() {
  const environmentId = useCurrentEnvironmentId();
  if (environmentId === null) return <NoEnvironment />;
  return <EnvironmentDataStructure environmentId={environmentId} />;
}

function EnvironmentDataStructure({ environmentId }: { environmentId: number }) {
  const t = useT();
  const structure = useDataStructure(environmentId);
  const names = useEntityNames(structure.data);
  const me = useMe();
  const environment = useCurrentEnvironment();
  const mayOrder = mayOrderEntities(menuAccessOf(me.data, environment.data));
  const order = useEntityOrder(environmentId);

  const status = statusOf(structure.error);
  if (status === 401 || status === 403) return <LoadFailure error={structure.error} />;
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t("Data structure")}
        </Heading>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <Link to="/erd">{t("ERD")}</Link>
          </Button>
          <Button asChild size="sm" colorPalette="teal">
            <Link to="/defdossier/edit/$id" params={{ id: "0" }}>
              {t("New entity")}
            </Link>
          </Button>
        </HStack>
      </HStack>
      {structure.isPending && <PageLoading />}
      {structure.isError && <ListFailure onRetry={() => void structure.refetch()} />}
      {structure.data?.length === 0 && <Text color="fg.muted">{t("No items found")}</Text>}
      {structure.data && structure.data.length > 0 && (
        <>
          {mayOrder && (
            <Text color="fg.muted" fontSize="sm">
              {t("Drag an entity by its handle or use its arrows to change the order; it is saved at once.")}
            </Text>
          )}
          <EntityOrderList
            entities={structure.data}
            names={names}
            {...(mayOrder ? { onReorder: order.reorder } : {})}
          />
        </>
      )}
      {order.state === "failed" ? (
        <Text role="alert" color="fg.error">
          {t("Something went wrong")}
        </Text>
      ) : (
        <VisuallyHidden role="status" aria-live="polite">
          {order.state === "saved" ? t("The order is saved") : ""}
        </VisuallyHidden>
      )}
    </Stack>
  );
}
