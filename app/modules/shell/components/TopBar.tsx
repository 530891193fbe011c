import { HStack, IconButton } from "@chakra-ui/react";
import type { EnvironmentDetails } from "../../../../schemas";
import { MenuIcon } from "../../../components/icons/MenuIcon";
import { StarIcon } from "../../../components/icons/StarIcon";
import { useT } from "../../../i18n/useT";
import { EnvironmentLogo } from "../../environment/components/EnvironmentLogo";
import type { EnvironmentLayout } from "../../environmentSettings/api/EnvironmentLayout";
import { TopBarMessageBell } from "../../messages/components/TopBarMessageBell";
import { surfaceColours } from "../utils/surfaceColours";
import { LanguageMenu } from "./LanguageMenu";
import { QuickSearch } from "./QuickSearch";
import { UserMenu } from "./UserMenu";

export interface TopBarProps {
  username: string;
  menuOpen: boolean;
  onMenu: () => void;
  favouritesOpen: boolean;
  onFavourites: () => void;
  environment?: EnvironmentDetails | undefined;
  layout?: EnvironmentLayout;
}

/** The bar above every logged-in page: menu toggle, quick search, language, favourites and the user. */
export function TopBar(props: TopBarProps) {
  const t = useT();
  const layout = props.layout;
  const showLogo = layout?.logo_position === "top_bar" || layout?.logo_position === "both";
  return (
    <HStack
      as="header"
      px="3"
      py="2"
      gap="2"
      bg="bg"
      borderBottomWidth="1px"
      borderTopWidth={layout?.primary_color ? "4px" : undefined}
      borderTopColor={layout?.primary_color ?? undefined}
      data-testid="top-bar"
      {...surfaceColours(layout?.top_bar_color ?? null)}
    >
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t("Menu")}
        aria-expanded={props.menuOpen}
        onClick={props.onMenu}
      >
        <MenuIcon />
      </IconButton>
      {showLogo && props.environment && <EnvironmentLogo environment={props.environment} size="8" />}
      <QuickSearch />
      <HStack gap="1" ms="auto">
        <TopBarMessageBell />
        <LanguageMenu />
        <IconButton
          variant={props.favouritesOpen ? "subtle" : "ghost"}
          size="sm"
          aria-label={t("Favorites")}
          aria-pressed={props.favouritesOpen}
          onClick={props.onFavourites}
        >
          <StarIcon />
        </IconButton>
        <UserMenu username={props.username} />
      </HStack>
    </HStack>
  );
}
