import { Breadcrumb } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useT } from "../../../i18n/useT";

export interface RecordBreadcrumbProps {
  entityId: number;
  entityName: string;
  title: string;
}

/** Home > record type > record summary. */
export function RecordBreadcrumb({ entityId, entityName, title }: RecordBreadcrumbProps) {
  const t = useT();
  return (
    <Breadcrumb.Root aria-label={t("Breadcrumb")} size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/">{t("Home")}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/defdossier/$id" params={{ id: String(entityId) }}>
              {entityName}
            </Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
