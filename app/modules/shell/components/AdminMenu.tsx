import { useT } from "../../../i18n/useT";
import type { MenuAccess } from "../utils/MenuAccess";
import { visibleAdminItems } from "../utils/visibleAdminItems";
import { MenuLink } from "./MenuLink";
import { MenuSection } from "./MenuSection";

/** The admin areas of the side menu whose credentials the user holds (the dashboard is linked above). */
export function AdminMenu({ access, onNavigate }: { access: MenuAccess; onNavigate?: () => void }) {
  const t = useT();
  const items = visibleAdminItems(access).filter((item) => item.to !== "/");
  if (items.length === 0) return null;
  return (
    <MenuSection title={t("Management")}>
      {items.map((item) => (
        <MenuLink key={item.to} to={item.to} onNavigate={onNavigate}>
          {t(item.title)}
        </MenuLink>
      ))}
    </MenuSection>
  );
}
