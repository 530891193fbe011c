import { Table, Text } from "@chakra-ui/react";
import type { DataStructureLink } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { EntityLink } from "./EntityLink";

export interface LinksTableProps {
  links: readonly DataStructureLink[];
  names: ReadonlyMap<number, string>;
  /**
   * outgoing: the entity's own links, with their target and paired back link;
   * incoming: the links of other entities that point at this one, with the entity that holds them.
   */
  direction: "outgoing" | "incoming";
  /** Every link of the environment by id, to name a paired back link. */
  linkNames: ReadonlyMap<number, string>;
}

/** An entity's links or back links as a table. */
export function LinksTable({ links, names, direction, linkNames }: LinksTableProps) {
  const t = useT();
  const outgoing = direction === "outgoing";
  if (links.length === 0) {
    return <Text color="fg.muted">{outgoing ? t("No links") : t("No back links")}</Text>;
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={outgoing ? t("Links") : t("Back links")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
            <Table.ColumnHeader>{outgoing ? t("Target entity") : t("Entity")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Type of link")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Multiple")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("Obligatory")}</Table.ColumnHeader>
            {outgoing && <Table.ColumnHeader>{t("Back link")}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {links.map((link) => (
            <Table.Row key={link.id} data-link-id={link.id}>
              <Table.Cell>{link.name}</Table.Cell>
              <Table.Cell>
                <EntityLink id={outgoing ? link.child_def_dossier_id : link.def_dossier_id} names={names} />
              </Table.Cell>
              <Table.Cell>
                {link.type_of_link === "embeddedList" ? t("Embedded list") : t("Select")}
              </Table.Cell>
              <Table.Cell>{link.multiple ? t("Yes") : t("No")}</Table.Cell>
              <Table.Cell>{link.obligatory ? t("Yes") : t("No")}</Table.Cell>
              {outgoing && (
                <Table.Cell>
                  {link.back_link_id === null
                    ? ""
                    : (linkNames.get(link.back_link_id) ?? `#${link.back_link_id}`)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
