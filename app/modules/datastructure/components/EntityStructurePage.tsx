import { Breadcrumb, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useMemo } from "react";
import { useT } from "../../../i18n/useT";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { LoadFailure } from "../../record/components/LoadFailure";
import { PageLoading } from "../../record/components/PageLoading";
import { dataStructureKeys } from "../api/dataStructureKeys";
import { getEntityStructure } from "../api/getEntityStructure";
import { useDataStructure } from "../hooks/useDataStructure";
import { useEntityNames } from "../hooks/useEntityNames";
import { DataFieldsTable } from "./DataFieldsTable";
import { LinksTable } from "./LinksTable";

/**
 * /datastructure/{id}: one entity's data fields with their types, its links and the links of other entities
 * pointing at it (back links), with the way to its entity settings and its field designer.
 */
export function EntityStructurePage() {
  const t = useT();
  const { id } = useParams({ from: "/shell/datastructure/$id" });
  const entityId = Number(id);
  const entity = useQuery({
    queryKey: dataStructureKeys.entity(entityId),
    queryFn: () => getEntityStructure(entityId),
  });
  // The other entities' names, for the links' targets.
  const structure = useDataStructure(useCurrentEnvironmentId());
  const names = useEntityNames(entity.data ? [...(structure.data ?? []), entity.data] : structure.data);
  const linkNames = useMemo(
    () => new Map((entity.data?.back_links ?? []).map((link) => [link.id, link.name])),
    [entity.data],
  );

  if (entity.isPending) return <PageLoading />;
  if (entity.error) return <LoadFailure error={entity.error} />;
  const name = names.get(entity.data.id) ?? `#${entity.data.id}`;
  const pageId = String(entity.data.id);
  return (
    <Stack gap="5">
      <Breadcrumb.Root aria-label={t("Breadcrumb")} size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to="/datastructure">{t("Data structure")}</Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {name}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <Link to="/defdossier/edit/$id" params={{ id: pageId }}>
              {t("Entity settings")}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/fieldeditor/$id" params={{ id: pageId }}>
              {t("Field designer")}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/import/$id" params={{ id: pageId }}>
              {t("Import")}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/erd">{t("ERD")}</Link>
          </Button>
        </HStack>
      </HStack>
      <Stack as="section" gap="2" aria-labelledby="datastructure-fields">
        <Heading as="h2" size="md" id="datastructure-fields">
          {t("Data fields")}
        </Heading>
        <DataFieldsTable fields={entity.data.fields} />
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="datastructure-links">
        <Heading as="h2" size="md" id="datastructure-links">
          {t("Links")}
        </Heading>
        <LinksTable links={entity.data.links} names={names} direction="outgoing" linkNames={linkNames} />
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="datastructure-back-links">
        <Heading as="h2" size="md" id="datastructure-back-links">
          {t("Back links")}
        </Heading>
        <LinksTable links={entity.data.back_links} names={names} direction="incoming" linkNames={linkNames} />
      </Stack>
    </Stack>
  );
}
