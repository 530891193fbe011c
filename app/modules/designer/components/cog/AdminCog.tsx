import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import type { CompiledItem } from "../../../../../engine";
import { useT } from "../../../../i18n/useT";
import type { CogChoice } from "./CogChoice";
import { CogIcon } from "./CogIcon";
import { itemFieldIds } from "./itemFieldIds";

export interface AdminCogProps {
  item: CompiledItem;
  entityId: number;
  onChoose: (choice: CogChoice) => void;
}

/**
 * The admin cog of a display item (spec 3-designer section 2 item 9): edit its display field, data field,
 * base field or link field in place, or open the entity's field designer or ERD editor in a new tab.
 */
export function AdminCog({ item, entityId, onChoose }: AdminCogProps) {
  const t = useT();
  const { dataFieldId, linkId } = itemFieldIds(item.key);
  // The designer and the ERD editor are links that open in a new tab; the others open an editor here.
  const select = (value: string) => {
    if (value !== "designer" && value !== "erd") onChoose(value as CogChoice);
  };
  return (
    <Menu.Root onSelect={(details) => select(details.value)}>
      <Menu.Trigger asChild>
        <IconButton
          size="2xs"
          variant="ghost"
          ms="1"
          aria-label={t("Admin tools for {name}", { name: item.label || `#${item.id}` })}
        >
          <CogIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="displayField">{t("Edit display field")}</Menu.Item>
            {dataFieldId !== undefined && <Menu.Item value="dataField">{t("Edit data field")}</Menu.Item>}
            {dataFieldId !== undefined && <Menu.Item value="baseField">{t("Edit base field")}</Menu.Item>}
            {linkId !== undefined && <Menu.Item value="linkField">{t("Edit link field")}</Menu.Item>}
            <Menu.Separator />
            <Menu.Item value="designer" asChild>
              <Link to="/fieldeditor/$id" params={{ id: String(entityId) }} target="_blank" rel="noopener">
                {t("Field designer")}
              </Link>
            </Menu.Item>
            <Menu.Item value="erd" asChild>
              <Link
                to="/fieldeditor/$id"
                params={{ id: String(entityId) }}
                search={{ editData: 1 }}
                target="_blank"
                rel="noopener"
              >
                {t("ERD editor")}
              </Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
