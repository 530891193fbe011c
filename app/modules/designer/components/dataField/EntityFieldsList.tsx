import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { ListFailure } from "../../../../components/ListFailure";
import { useT } from "../../../../i18n/useT";
import { entityKeys } from "../../api/entityKeys";
import { listEntityDataFields } from "../../api/listEntityDataFields";
import { listEntityLinks } from "../../api/listEntityLinks";

export interface EntityFieldsListProps {
  entityId: number;
  onEditDataField: (id: number) => void;
  onEditLink: (id: number) => void;
}

/**
 * The entity's data fields and links, each opening its editor. It is a plain panel rather than a popover:
 * an editor opened from a closing popover would be dismissed with it.
 */
export function EntityFieldsList({ entityId, onEditDataField, onEditLink }: EntityFieldsListProps) {
  const t = useT();
  const dataFields = useQuery({
    queryKey: entityKeys.dataFields(entityId),
    queryFn: () => listEntityDataFields(entityId),
  });
  const links = useQuery({
    queryKey: entityKeys.links(entityId),
    queryFn: () => listEntityLinks(entityId),
  });
  const entries = [
    ...(dataFields.data ?? []).map((field) => ({
      key: `field-${field.id}`,
      label: t("Edit data field {name}", { name: field.name }),
      name: field.name,
      kind: t("Data field"),
      open: () => onEditDataField(field.id),
    })),
    ...(links.data ?? []).map((link) => ({
      key: `link-${link.id}`,
      label: t("Edit link field {name}", { name: link.name }),
      name: link.name,
      kind: t("Link field"),
      open: () => onEditLink(link.id),
    })),
  ];
  return (
    <Box id="designer-entity-fields" flexBasis="100%" borderWidth="1px" borderRadius="md" bg="bg" p="3">
      {dataFields.error || links.error ? (
        <ListFailure
          onRetry={() => {
            if (dataFields.error) void dataFields.refetch();
            if (links.error) void links.refetch();
          }}
        />
      ) : dataFields.isPending || links.isPending ? (
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
    </Box>
  );
}
