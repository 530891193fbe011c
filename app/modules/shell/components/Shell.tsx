import { Box, Flex } from "@chakra-ui/react";
import { Outlet } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { preloadFormParts } from "../../../../widgets/preloadFormParts";
import { InAppLinks } from "../../../components/InAppLinks";
import { SubscriptionExpiredDialog } from "../../contracts/components/SubscriptionExpiredDialog";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { layoutOf } from "../../environmentSettings/utils/layoutOf";
import { LiveSocketProvider } from "../../realtime/components/LiveSocketProvider";
import { SessionKeeper } from "../../session/components/SessionKeeper";
import { useToken } from "../../session/hooks/useToken";
import { useMe } from "../../user/hooks/useMe";
import { useProfileLanguage } from "../../user/hooks/useProfileLanguage";
import { useMenuOpen } from "../hooks/useMenuOpen";
import { useNarrowScreen, useShortSpace } from "../hooks/useNarrowScreen";
import { menuAccessOf } from "../utils/menuAccessOf";
import { FavouritesSidebar } from "./FavouritesSidebar";
import { SideMenu } from "./SideMenu";
import { TopBar } from "./TopBar";

/** The frame of the logged-in pages: side menu, top bar, the page, and the favourites sidebar. */
export function Shell() {
  const token = useToken();
  const me = useMe();
  useProfileLanguage(me.data);
  const environmentId = useCurrentEnvironmentId();
  const environment = useCurrentEnvironment();
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useMenuOpen(narrow, useShortSpace());
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  const access = menuAccessOf(me.data, environment.data);
  // The environment's own colours and logo place (the Layout page), for everyone in it.
  const layout = layoutOf(environment.data);
  // The parts forms load on first use come in while the first page shows, so no form waits for them.
  useEffect(() => {
    preloadFormParts().catch(() => {});
  }, []);

  return (
    <SessionKeeper idleMinutes={me.data?.idle_minutes ?? null}>
      <LiveSocketProvider>
        <InAppLinks>
          <Flex h="100dvh" overflow="hidden">
            {menuOpen && (
              <SideMenu
                environment={environment.data}
                loading={environmentId !== null && environment.isLoading}
                access={access}
                layout={layout}
                narrow={narrow}
                onClose={() => setMenuOpen(false)}
              />
            )}
            <Flex direction="column" flex="1" minW="0" display={narrow && menuOpen ? "none" : "flex"}>
              <TopBar
                username={token?.username ?? ""}
                environment={environment.data}
                layout={layout}
                menuOpen={menuOpen}
                onMenu={() => setMenuOpen(!menuOpen)}
                favouritesOpen={favouritesOpen}
                onFavourites={() => setFavouritesOpen((open) => !open)}
              />
              <Flex flex="1" minH="0">
                <Box as="main" flex="1" minW="0" overflowY="auto" p={{ base: "4", md: "6" }}>
                  <Outlet />
                </Box>
                {favouritesOpen && <FavouritesSidebar environmentId={environmentId} />}
              </Flex>
            </Flex>
          </Flex>
          <SubscriptionExpiredDialog />
        </InAppLinks>
      </LiveSocketProvider>
    </SessionKeeper>
  );
}
