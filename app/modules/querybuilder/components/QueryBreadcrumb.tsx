import { Breadcrumb } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useT } from "../../../i18n/useT";

/** Dashboard > Queries > Edit. */
export function QueryBreadcrumb() {
  const t = useT();
  return (
    <Breadcrumb.Root aria-label={t("Breadcrumb")} size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/">{t("Dashboard")}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/querybuilder">{t("Queries")}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{t("Edit")}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
