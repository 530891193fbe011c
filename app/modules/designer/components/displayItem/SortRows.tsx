import { Box, Button, Field, HStack, NativeSelect, Stack } from "@chakra-ui/react";
import type { DisplayItemSettings } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { useFieldsAndLinks } from "../../hooks/useFieldsAndLinks";
import { SettingsGroup } from "./SettingsGroup";

type Sort = NonNullable<DisplayItemSettings["sort"]>;

export interface SortRowsProps {
  /** The linked entity, whose data fields and links the records sort on. */
  entityId: number;
  sort: Sort;
  onChange: (sort: Sort) => void;
}

/** The order of a link's records: fields or links of the linked entity, each ascending or descending. */
export function SortRows({ entityId, sort, onChange }: SortRowsProps) {
  const t = useT();
  const found = useFieldsAndLinks(entityId).data;
  const choices = [
    ...(found?.fields ?? []).map((field) => ({ id: field.id, name: field.name })),
    ...(found?.links ?? []).map((link) => ({ id: link.id, name: link.name })),
  ];
  const first = choices[0];
  return (
    <SettingsGroup legend={t("Sort")}>
      <Stack as="ul" gap="2" listStyleType="none" ms="0">
        {sort.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sort entries have no id; a row is its place in the list
          <HStack as="li" key={index} gap="2" align="end">
            <Field.Root flex="2">
              <Field.Label fontSize="xs">{t("Sort {number}: field", { number: index + 1 })}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={String(entry.item)}
                  onChange={(event) =>
                    onChange(
                      sort.map((other, at) =>
                        at === index ? { ...other, item: Number(event.target.value) } : other,
                      ),
                    )
                  }
                >
                  {choices.map((choice) => (
                    <option key={`${choice.name}-${choice.id}`} value={choice.id}>
                      {choice.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label fontSize="xs">{t("Sort {number}: order", { number: index + 1 })}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={entry.order}
                  onChange={(event) =>
                    onChange(
                      sort.map((other, at) =>
                        at === index ? { ...other, order: event.target.value as "ASC" | "DESC" } : other,
                      ),
                    )
                  }
                >
                  <option value="ASC">{t("Ascending")}</option>
                  <option value="DESC">{t("Descending")}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => onChange(sort.filter((_, at) => at !== index))}
            >
              {t("Remove sort {number}", { number: index + 1 })}
            </Button>
          </HStack>
        ))}
      </Stack>
      <Box>
        <Button
          size="sm"
          variant="outline"
          disabled={!first}
          onClick={() => first && onChange([...sort, { item: first.id, order: "ASC" }])}
        >
          {t("Add sort")}
        </Button>
      </Box>
    </SettingsGroup>
  );
}
