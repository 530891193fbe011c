import { Button, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import { listEntityDataFields } from "../../api/listEntityDataFields";
import { listEntityLinks } from "../../api/listEntityLinks";

export interface EntityFieldsPopoverProps {
  entityId: number;
  onEditDataField: (id: number) => void;
  onEditLink: (id: number) => void;
}

/** The entity's data fields and links, each opening its editor. */
export function EntityFieldsPopover({ entityId, onEditDataField, onEditLink }: EntityFieldsPopoverProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const dataFields = useQuery({
    queryKey: ["entityDataFields", entityId],
    queryFn: () => listEntityDataFields(entityId),
    enabled: open,
  });
  const links = useQuery({
    queryKey: ["entityLinks", entityId],
    queryFn: () => listEntityLinks(entityId),
    enabled: open,
  });
  const pick = (edit: (id: number) => void, id: number) => {
    setOpen(false);
    edit(id);
  };
  const failed = dataFields.error || links.error;
  const loading = dataFields.isPending || links.isPending;
  const entries = [
    ...(dataFields.data ?? []).map((field) => ({
      key: `field-${field.id}`,
      label: t("Edit data field {name}", { name: field.name }),
      name: field.name,
      kind: t("Data field"),
      open: () => pick(onEditDataField, field.id),
    })),
    ...(links.data ?? []).map((link) => ({
      key: `link-${link.id}`,
      label: t("Edit link field {name}", { name: link.name }),
      name: link.name,
      kind: t("Link field"),
      open: () => pick(onEditLink, link.id),
    })),
  ];
  return (
    <Popover.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      positioning={{ placement: "bottom-start" }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {t("Data fields and links")}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Body>
              {failed ? (
                <Text color="fg.error">{t("Could not load data")}</Text>
              ) : loading ? (
                <Text color="fg.muted">{t("Loading")}</Text>
              ) : entries.length === 0 ? (
                <Text color="fg.muted">{t("No fields found")}</Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none" ms="0" maxH="250px" overflowY="auto">
                  {entries.map((entry) => (
                    <li key={entry.key}>
                      <Button
                        size="xs"
                        variant="ghost"
                        width="full"
                        justifyContent="space-between"
                        aria-label={entry.label}
                        onClick={entry.open}
                      >
                        <Text truncate>{entry.name}</Text>
                        <Text color="fg.muted">{entry.kind}</Text>
                      </Button>
                    </li>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
