import { Field, Fieldset, Input, SimpleGrid } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import type { QueryTranslation } from "../api/SavedQuery";

/** Per language of the environment: the query's search name and dashboard name. */
export function QueryTranslations({
  cultures,
  translations,
  onChange,
}: {
  cultures: readonly string[];
  translations: readonly QueryTranslation[];
  onChange: (translations: QueryTranslation[]) => void;
}) {
  const t = useT();
  const of = (culture: string) => translations.find((tr) => tr.culture === culture) ?? { culture };
  const set = (culture: string, patch: Partial<QueryTranslation>) => {
    const others = translations.filter((tr) => tr.culture !== culture);
    onChange([...others, { ...of(culture), ...patch }]);
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t("Translations")}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {cultures.map((culture) => (
          <Fieldset.Root key={culture} gap="2">
            <Field.Root>
              <Field.Label>{t("Search name ({culture})", { culture })}</Field.Label>
              <Input
                size="sm"
                maxLength={255}
                value={of(culture).search_name ?? ""}
                onChange={(event) => set(culture, { search_name: event.target.value })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t("Dashboard name ({culture})", { culture })}</Field.Label>
              <Input
                size="sm"
                maxLength={255}
                value={of(culture).dashboard_name ?? ""}
                onChange={(event) => set(culture, { dashboard_name: event.target.value })}
              />
            </Field.Root>
          </Fieldset.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
