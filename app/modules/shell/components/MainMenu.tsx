import { Skeleton, Stack, Text } from "@chakra-ui/react";
import { Fragment } from "react";
import type { EnvironmentDetails } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { moduleActive } from "../../designer/utils/moduleActive";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useMenuEntities } from "../hooks/useMenuEntities";
import { entityName } from "../utils/entityName";
import type { MenuAccess } from "../utils/MenuAccess";
import { menuQueriesOf } from "../utils/menuQueriesOf";
import { shorten } from "../utils/shorten";
import { visibleEntities } from "../utils/visibleEntities";
import { MenuLink } from "./MenuLink";
import { MenuSection } from "./MenuSection";

/** Menu names are cut at 25 characters (spec 1-platform section 9). */
export const MENU_NAME_LENGTH = 25;

/** The entities the user may see, then new entity and templates for admins and the care module's page. */
export function MainMenu({
  environment,
  access,
  onNavigate,
}: {
  environment: EnvironmentDetails;
  access: MenuAccess;
  onNavigate?: () => void;
}) {
  const t = useT();
  const entities = useMenuEntities(environment);
  const locale = useContentLocale();
  const shown = visibleEntities(entities.data ?? [], access);
  const careModule = moduleActive(environment, "ijwiwmo");

  return (
    <MenuSection title={t("Entities")}>
      {entities.isLoading && (
        <Stack px="3" gap="2">
          <Skeleton height="4" />
          <Skeleton height="4" />
        </Stack>
      )}
      {entities.isError && (
        <Text px="3" fontSize="sm" color="fg.error">
          {t("Something went wrong")}
        </Text>
      )}
      {entities.isSuccess && shown.length === 0 && (
        <Text px="3" fontSize="sm" color="fg.muted">
          {t("No items found")}
        </Text>
      )}
      {shown.map((entity) => {
        const name = entityName(entity, locale);
        return (
          <Fragment key={entity.id}>
            <MenuLink
              to="/defdossier/$id"
              params={{ id: String(entity.id) }}
              title={name}
              onNavigate={onNavigate}
            >
              {shorten(name, MENU_NAME_LENGTH)}
            </MenuLink>
            {menuQueriesOf(entity).map((query) => (
              <MenuLink
                key={query.queryUuid}
                to="/defdossier/$id"
                params={{ id: String(entity.id) }}
                search={{ dossierQuery: query.queryUuid }}
                title={query.name}
                nested
                onNavigate={onNavigate}
              >
                {shorten(query.name, MENU_NAME_LENGTH)}
              </MenuLink>
            ))}
          </Fragment>
        );
      })}
      {access.admin && (
        <MenuLink to="/defdossier/edit/$id" params={{ id: "0" }} onNavigate={onNavigate}>
          {t("New entity")}
        </MenuLink>
      )}
      {access.admin && (
        <MenuLink to="/templates" onNavigate={onNavigate}>
          {t("Templates")}
        </MenuLink>
      )}
      {careModule && (
        <MenuLink to="/module/jwwmo/toewijzingen" onNavigate={onNavigate}>
          {t("Assignments")}
        </MenuLink>
      )}
    </MenuSection>
  );
}
