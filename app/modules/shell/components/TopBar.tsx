import { HStack, IconButton } from "@chakra-ui/react";
import { MenuIcon } from "../../../components/icons/MenuIcon";
import { StarIcon } from "../../../components/icons/StarIcon";
import { useT } from "../../../i18n/useT";
import { TopBarMessageBell } from "../../messages/components/TopBarMessageBell";
import { LanguageMenu } from "./LanguageMenu";
import { QuickSearch } from "./QuickSearch";
import { UserMenu } from "./UserMenu";

export interface TopBarProps {
  username: string;
  menuOpen: boolean;
  onMenu: () => void;
  favouritesOpen: boolean;
  onFavourites: () => void;
}

/** The bar above every logged-in page: menu toggle, quick search, language, favourites and the user. */
export function TopBar(props: TopBarProps) {
  const t = useT();
  return (
    <HStack as="header" px="3" py="2" gap="2" bg="bg" borderBottomWidth="1px">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t("Menu")}
        aria-expanded={props.menuOpen}
        onClick={props.onMenu}
      >
        <MenuIcon />
      </IconButton>
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
