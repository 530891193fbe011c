import { Button } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useT } from "../../../../i18n/useT";

/** The field designer's way to the entity editor (/defdossier/edit/{id}). */
export function EntitySettingsLink({ entityId }: { entityId: number }) {
  const t = useT();
  return (
    <Button asChild size="sm" variant="outline">
      <Link to="/defdossier/edit/$id" params={{ id: String(entityId) }}>
        {t("Entity settings")}
      </Link>
    </Button>
  );
}
