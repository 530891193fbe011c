import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { pickTranslation } from "../../../../../engine/translate";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { useCurrentEnvironmentId } from "../../../environment/hooks/useCurrentEnvironmentId";
import { LoadFailure } from "../../../record/components/LoadFailure";
import { PageLoading } from "../../../record/components/PageLoading";
import { entityKeys } from "../../api/entityKeys";
import { listEnvironmentDataFields } from "../../api/listEnvironmentDataFields";
import { listEnvironmentLinks } from "../../api/listEnvironmentLinks";
import { listLinkTargets } from "../../api/listLinkTargets";
import { ErdBox } from "./ErdBox";
import { ErdLines } from "./ErdLines";
import { erdLayout } from "./erdLayout";

/** The environment's entities, data fields and links, read together. */
async function loadErd(environmentId: number) {
  const [entities, fields, links] = await Promise.all([
    listLinkTargets(environmentId),
    listEnvironmentDataFields(environmentId),
    listEnvironmentLinks(environmentId),
  ]);
  return { entities, fields, links };
}

/**
 * The ERD editor (/fieldeditor/{id}?editData=1): the environment's entities as boxes with their data fields,
 * and their links as lines between them. Each box's name is a link to that entity's field designer, so the
 * diagram is reached by keyboard like any list of links.
 */
export function ErdEditor({ entityId }: { entityId: number }) {
  const t = useT();
  const environmentId = useCurrentEnvironmentId();
  const locale = useContentLocale();
  const data = useQuery({
    queryKey: entityKeys.erd(environmentId),
    queryFn: () => loadErd(environmentId as number),
    enabled: environmentId !== null,
  });
  const drawn = useMemo(() => {
    if (!data.data) return undefined;
    const { entities, fields, links } = data.data;
    const nameOf = (entity: (typeof entities)[number]) =>
      pickTranslation(entity.translations, locale)?.name_plural || entity.name || `#${entity.id}`;
    const names = new Map(entities.map((entity) => [entity.id, nameOf(entity)]));
    const layout = erdLayout(
      entities.map((entity) => ({
        id: entity.id,
        name: nameOf(entity),
        fields: fields
          .filter((field) => field.def_dossier_id === entity.id)
          .map((field) => ({ id: field.id, name: field.name, type: field.def_field?.type ?? "" })),
        links: links
          .filter((link) => link.def_dossier_id === entity.id)
          .map((link) => ({
            id: link.id,
            name: link.name,
            childId: link.child_def_dossier_id,
            embedded: link.type_of_link === "embeddedList",
          })),
      })),
    );
    return { ...layout, names };
  }, [data.data, locale]);

  if (data.isPending) return <PageLoading />;
  if (data.error || !drawn) return <LoadFailure error={data.error} />;
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t("ERD editor")}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <Link to="/fieldeditor/$id" params={{ id: String(entityId) }}>
            {t("Field designer")}
          </Link>
        </Button>
      </HStack>
      {drawn.boxes.length === 0 ? (
        <Text>{t("No items found")}</Text>
      ) : (
        <Box overflow="auto" borderWidth="1px" borderRadius="md" bg="bg.subtle" p="6" color="fg.muted">
          <Box position="relative" w={`${drawn.width}px`} h={`${drawn.height}px`} color="fg">
            <ErdLines boxes={drawn.boxes} width={drawn.width} height={drawn.height} />
            {drawn.boxes.map((box) => (
              <ErdBox key={box.id} box={box} names={drawn.names} current={box.id === entityId} />
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
