import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { statusOf } from "../../../api/statusOf";
import { ListFailure } from "../../../components/ListFailure";
import { useT } from "../../../i18n/useT";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { NoEnvironment } from "../../messages/components/NoEnvironment";
import { LoadFailure } from "../../record/components/LoadFailure";
import { PageLoading } from "../../record/components/PageLoading";
import { dataStructureKeys } from "../api/dataStructureKeys";
import { useDataStructure } from "../hooks/useDataStructure";
import { useEntityNames } from "../hooks/useEntityNames";
import { layoutErd } from "../utils/layoutErd";
import { ErdCanvas } from "./ErdCanvas";

/**
 * /erd: the environment's entities as boxes with their data fields, and their links as lines, laid out by
 * ELK; the diagram pans and zooms, and a box opens its entity's data structure page.
 */
export function ErdPage() {
  const environmentId = useCurrentEnvironmentId();
  if (environmentId === null) return <NoEnvironment />;
  return <EnvironmentErd environmentId={environmentId} />;
}

function EnvironmentErd({ environmentId }: { environmentId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const structure = useDataStructure(environmentId);
  const names = useEntityNames(structure.data);
  const layout = useQuery({
    queryKey: dataStructureKeys.layout(environmentId, structure.dataUpdatedAt),
    queryFn: () => layoutErd(structure.data ?? []),
    enabled: structure.isSuccess,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const status = statusOf(structure.error);
  if (status === 401 || status === 403) return <LoadFailure error={structure.error} />;
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t("ERD")}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <Link to="/datastructure">{t("Data structure")}</Link>
        </Button>
      </HStack>
      {structure.isError && <ListFailure onRetry={() => void structure.refetch()} />}
      {layout.isError && <ListFailure onRetry={() => void layout.refetch()} />}
      {structure.data?.length === 0 && <Text color="fg.muted">{t("No items found")}</Text>}
      {(structure.isPending || layout.isPending) && !structure.isError && structure.data?.length !== 0 && (
        <PageLoading />
      )}
      {layout.data && layout.data.boxes.length > 0 && (
        <>
          <Text color="fg.muted" fontSize="sm">
            {t(
              "Drag to pan, scroll or use the buttons to zoom; click an entity or press enter on it to open it.",
            )}
          </Text>
          <ErdCanvas
            layout={layout.data}
            names={names}
            onOpen={(id) => void navigate({ to: "/datastructure/$id", params: { id: String(id) } })}
          />
        </>
      )}
    </Stack>
  );
}
