import { Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate, useParams } from "@tanstack/react-router";
import { pickTranslation } from "../../../../../engine/translate";
import type { EntityCreate, EntityPatch } from "../../../../../schemas";
import { Alert } from "../../../../../widgets/theme/Alert";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../../environment/hooks/useCurrentEnvironment";
import { useCurrentEnvironmentId } from "../../../environment/hooks/useCurrentEnvironmentId";
import { LoadFailure } from "../../../record/components/LoadFailure";
import { PageLoading } from "../../../record/components/PageLoading";
import { getEntityBundle } from "../../../records/api/getEntityBundle";
import { createEntity } from "../../api/createEntity";
import { entityKeys } from "../../api/entityKeys";
import { getEntity } from "../../api/getEntity";
import { updateEntity } from "../../api/updateEntity";
import { useDesignerAccess } from "../../hooks/useDesignerAccess";
import { useEnvironmentRoles } from "../../hooks/useEnvironmentRoles";
import { toastSaved } from "../../utils/designerToast";
import { EntityForm } from "./EntityForm";

/**
 * /defdossier/edit/{id} and /defdossier/edit/0 (a new entity), for super admins and environment admins.
 * A new entity is created with POST /defdossier and its field designer opens; a saved one is changed with
 * PATCH /defdossier/{id}.
 */
export function EntityEditPage() {
  const t = useT();
  const access = useDesignerAccess();
  const { id } = useParams({ from: "/shell/defdossier/edit/$id" });
  const entityId = Number(id);
  const isNew = entityId === 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useContentLocale();
  const environment = useCurrentEnvironment();
  const currentEnvironmentId = useCurrentEnvironmentId();
  const entity = useQuery({
    queryKey: entityKeys.one(entityId),
    queryFn: () => getEntity(entityId),
    enabled: !isNew && access.allowed,
  });
  const bundle = useQuery({
    queryKey: entityKeys.bundle(entityId, locale),
    queryFn: () => getEntityBundle(entityId, locale),
    enabled: !isNew && access.allowed,
    staleTime: 300_000,
  });
  const environmentId = entity.data?.environment ?? currentEnvironmentId ?? undefined;
  const roles = useEnvironmentRoles(access.allowed ? environmentId : undefined);
  const name = entity.data
    ? (pickTranslation(entity.data.translations, locale)?.name_plural ?? entity.data.name ?? `#${entityId}`)
    : "";
  const heading = (
    <Heading as="h1" size="xl">
      {isNew ? t("New entity") : name ? t("Edit entity: {entity}", { entity: name }) : t("Edit entity")}
    </Heading>
  );

  if (access.loading) return <PageLoading />;
  if (!access.allowed) return <Alert status="info">{t("403_general_message")}</Alert>;
  if (environmentId === undefined)
    return (
      <Stack gap="5">
        {heading}
        <Text>{t("Select environment")}</Text>
      </Stack>
    );
  if (!isNew && (entity.isPending || bundle.isPending)) return <PageLoading />;
  if (!isNew && (entity.error || bundle.error)) return <LoadFailure error={entity.error ?? bundle.error} />;
  if (environment.isLoading || roles.isLoading) return <PageLoading />;

  const save = async (body: EntityPatch) => {
    if (isNew) {
      const created = await createEntity({ environment: environmentId, ...body } as EntityCreate);
      await queryClient.invalidateQueries({ queryKey: entityKeys.all });
      toastSaved(t);
      await navigate({ to: "/fieldeditor/$id", params: { id: String(created.id) } });
      return;
    }
    await updateEntity(entityId, body);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: entityKeys.all }),
      queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(entityId) }),
    ]);
    toastSaved(t);
  };

  return (
    <Stack gap="5" maxW="5xl">
      {heading}
      {!isNew && (
        <HStack gap="4">
          <Link asChild colorPalette="teal">
            <RouterLink to="/fieldeditor/$id" params={{ id: String(entityId) }}>
              {t("Field designer")}
            </RouterLink>
          </Link>
          <Link asChild colorPalette="teal">
            <RouterLink to="/defdossier/conditions/$id" params={{ id: String(entityId) }}>
              {t("Conditions")}
            </RouterLink>
          </Link>
        </HStack>
      )}
      <EntityForm
        key={entityId}
        entity={entity.data}
        bundle={bundle.data}
        locale={locale}
        locales={environment.data?.locales ?? []}
        roles={roles.data ?? []}
        onSave={save}
      />
    </Stack>
  );
}
