import { Heading, Stack } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { pickTranslation } from "../../../../../engine/translate";
import { Alert } from "../../../../../widgets/theme/Alert";
import { useT } from "../../../../i18n/useT";
import { LoadFailure } from "../../../record/components/LoadFailure";
import { PageLoading } from "../../../record/components/PageLoading";
import { useEntityBundle } from "../../../records/hooks/useEntityBundle";
import { useDesignerAccess } from "../../hooks/useDesignerAccess";
import { ConditionsForm } from "./ConditionsForm";

/** /defdossier/conditions/{id}: the entity's conditions, for super admins and environment admins. */
export function ConditionsPage() {
  const t = useT();
  const access = useDesignerAccess();
  const { id } = useParams({ from: "/shell/defdossier/conditions/$id" });
  const entityId = Number(id);
  const bundle = useEntityBundle(entityId);
  if (access.loading) return <PageLoading />;
  if (!access.allowed) return <Alert status="info">{t("403_general_message")}</Alert>;
  if (bundle.isPending) return <PageLoading />;
  if (bundle.error || !bundle.data) return <LoadFailure error={bundle.error} />;
  const locale = bundle.data.context.locale;
  const name =
    pickTranslation(bundle.data.entity.translations, locale)?.name_plural ??
    bundle.data.entity.name ??
    `#${id}`;
  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {t("Conditions: {entity}", { entity: name })}
      </Heading>
      <ConditionsForm key={entityId} entityId={entityId} bundle={bundle.data} locale={locale} />
    </Stack>
  );
}
