import { Box, Link as ChakraLink, CloseButton, Flex, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { version } from "../../../../package.json";
import type { EnvironmentDetails } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { EnvironmentLogo } from "../../environment/components/EnvironmentLogo";
import type { EnvironmentLayout } from "../../environmentSettings/api/EnvironmentLayout";
import type { MenuAccess } from "../utils/MenuAccess";
import { showsMainMenu } from "../utils/showsMainMenu";
import { surfaceColours } from "../utils/surfaceColours";
import { AdminMenu } from "./AdminMenu";
import { MainMenu } from "./MainMenu";
import { MenuLink } from "./MenuLink";

export interface SideMenuProps {
  environment: EnvironmentDetails | undefined;
  /** The chosen environment is still being loaded. */
  loading: boolean;
  access: MenuAccess;
  /** The environment's colours and logo place. */
  layout?: EnvironmentLayout;
  narrow: boolean;
  onClose: () => void;
}

/**
 * The menu: the environment, the dashboard, the main menu of entities and the admin areas; without an
 * environment a link to choose one. Full width on narrow screens, where following a link closes it.
 */
export function SideMenu({ environment, loading, access, layout, narrow, onClose }: SideMenuProps) {
  const t = useT();
  const showLogo = !layout || layout.logo_position === "menu" || layout.logo_position === "both";
  const onNavigate = narrow ? onClose : undefined;
  return (
    <Flex
      as="nav"
      aria-label={t("Menu")}
      direction="column"
      width={narrow ? "100%" : "16.67%"}
      minW={narrow ? undefined : "220px"}
      flexShrink={0}
      bg="bg"
      borderRightWidth={narrow ? undefined : "1px"}
      h="100dvh"
      overflowY="auto"
      data-testid="side-menu"
      {...surfaceColours(layout?.menu_color ?? null)}
    >
      <HStack px="4" py="3" justify="space-between" borderBottomWidth="1px">
        <Text fontWeight="bold" fontSize="lg" color={layout?.menu_color ? undefined : "colorPalette.700"}>
          Docket
        </Text>
        {narrow && <CloseButton size="sm" aria-label={t("Close menu")} onClick={onClose} />}
      </HStack>
      <Stack gap="5" p="3" flex="1">
        {loading && <Skeleton height="10" />}
        {!loading && !environment && (
          <MenuLink to="/environment" onNavigate={onNavigate}>
            {t("Select environment")}
          </MenuLink>
        )}
        {environment && (
          <>
            <ChakraLink
              asChild
              textDecoration="none"
              _hover={{ textDecoration: "none", bg: "bg.muted" }}
              borderRadius="md"
              p="2"
            >
              <Link to="/environment" title={t("Switch environment")} onClick={onNavigate}>
                <HStack gap="3" minW="0">
                  {showLogo && <EnvironmentLogo environment={environment} size="8" />}
                  <Text fontWeight="semibold" truncate>
                    {environment.name}
                  </Text>
                </HStack>
              </Link>
            </ChakraLink>
            <MenuLink to="/" onNavigate={onNavigate}>
              {t("Dashboard")}
            </MenuLink>
            {showsMainMenu(access) && (
              <MainMenu environment={environment} access={access} onNavigate={onNavigate} />
            )}
            <AdminMenu access={access} onNavigate={onNavigate} />
          </>
        )}
      </Stack>
      <Box px="4" py="3" borderTopWidth="1px" fontSize="xs" color="fg.muted">
        Docket · {t("version {version}", { version })}
      </Box>
    </Flex>
  );
}
