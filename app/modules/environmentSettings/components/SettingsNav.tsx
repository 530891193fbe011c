import { Link as ChakraLink, HStack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useT } from "../../../i18n/useT";
import { useSettingsAccess } from "../hooks/useSettingsAccess";

const PAGES: { to: string; title: string; credential: string | null }[] = [
  { to: "/environment/edit", title: "Generic", credential: "kedo.env" },
  { to: "/layout", title: "Layout", credential: "kedo.env" },
  { to: "/languages", title: "Languages", credential: "kedo.locale" },
  { to: "/modules", title: "Modules", credential: "kedo.module" },
  { to: "/security", title: "Security", credential: null },
];

/**
 * The environment's settings pages side by side: the side menu of the spec leads to Generic, Languages and
 * Modules; Layout and Security are reached from here. Each shows to those who may use it.
 */
export function SettingsNav() {
  const t = useT();
  const env = useSettingsAccess("kedo.env").allowed;
  const locale = useSettingsAccess("kedo.locale").allowed;
  const module = useSettingsAccess("kedo.module").allowed;
  const admin = useSettingsAccess(null).allowed;
  const allowed: Record<string, boolean> = { "kedo.env": env, "kedo.locale": locale, "kedo.module": module };
  const shown = PAGES.filter((page) => (page.credential === null ? admin : allowed[page.credential]));
  if (shown.length <= 1) return null;
  return (
    <HStack
      as="nav"
      aria-label={t("Environment settings")}
      gap="1"
      wrap="wrap"
      borderBottomWidth="1px"
      pb="2"
    >
      {shown.map((page) => (
        <ChakraLink
          key={page.to}
          asChild
          px="3"
          py="1"
          borderRadius="md"
          fontSize="sm"
          textDecoration="none"
          _hover={{ bg: "bg.muted", textDecoration: "none" }}
          _currentPage={{ bg: "colorPalette.subtle", color: "colorPalette.fg", fontWeight: "semibold" }}
        >
          <Link to={page.to}>{t(page.title)}</Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}
