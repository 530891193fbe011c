import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import type { ListedItem } from "../utils/ListedItem";

export interface DisplayItemListProps {
  items: ListedItem[];
  onEdit: (listed: ListedItem) => void;
}

/** What an item shows: its data field, link, record metadata or block. */
function contentOf(listed: ListedItem): string {
  const { item } = listed;
  return (
    item.def_dossier_def_field?.name ??
    item.def_dossier_link?.name ??
    (item.settings?.dossier_data ? String(item.settings.dossier_data) : undefined) ??
    (item.settings?.block !== undefined && item.settings?.block !== null ? "block" : "")
  );
}

/** The items placed in the previewed view, any role, each with its edit button. */
export function DisplayItemList({ items, onEdit }: DisplayItemListProps) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="designer-items-heading">
      <Heading as="h2" size="md" mb="3" id="designer-items-heading">
        {t("Display items")}
      </Heading>
      {items.length === 0 ? (
        <Text>{t("No items found")}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" ms="0">
          {items.map((listed) => {
            const name = listed.label || `#${listed.item.id}`;
            return (
              <HStack
                as="li"
                key={listed.item.id}
                justify="space-between"
                borderWidth="1px"
                borderRadius="md"
                bg="bg"
                px="3"
                py="2"
                gap="2"
              >
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {name}
                  </Text>
                  <HStack gap="1" wrap="wrap" fontSize="xs" color="fg.muted">
                    <Text>{contentOf(listed)}</Text>
                    <Text>· {listed.positionLabel}</Text>
                    {listed.item.view === "show/edit" && <Badge size="sm">{t("Show and edit")}</Badge>}
                    {listed.item.permissions_type === "INCLUDE_SELECTED_ROLES" && (
                      <Badge size="sm" colorPalette="orange">
                        {t("Only for selected roles")}
                      </Badge>
                    )}
                    {listed.item.permissions_type === "EXCLUDE_SELECTED_ROLES" && (
                      <Badge size="sm" colorPalette="orange">
                        {t("Hidden from selected roles")}
                      </Badge>
                    )}
                  </HStack>
                </Box>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t("Edit display field {name}", { name })}
                  onClick={() => onEdit(listed)}
                >
                  {t("Edit")}
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
