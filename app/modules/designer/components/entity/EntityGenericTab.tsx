import { Field, Fieldset, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import type { Locale, Role } from "../../../../../schemas";
import { FormField } from "../../../../components/FormField";
import { useT } from "../../../../i18n/useT";
import { FlagCheckbox } from "../FlagCheckbox";
import { RoleCheckboxes } from "../RoleCheckboxes";
import type { EntityDraft } from "./EntityDraft";

export interface EntityGenericTabProps {
  draft: EntityDraft;
  locales: Locale[];
  roles: Role[];
  errors: Record<string, string>;
  onChange: (draft: EntityDraft) => void;
}

/** The entity's names per language, type, rank, whether its records can be archived, and who sees it. */
export function EntityGenericTab({ draft, locales, roles, errors, onChange }: EntityGenericTabProps) {
  const t = useT();
  const named = (entry: EntityDraft["translations"][number]) =>
    entry.name_singular.trim() !== "" || entry.name_plural.trim() !== "";
  const anyNamed = draft.translations.some(named);
  const languageOf = (culture: string) => locales.find((entry) => entry.code === culture)?.name ?? culture;
  const setName = (culture: string, key: "name_singular" | "name_plural", value: string) =>
    onChange({
      ...draft,
      translations: draft.translations.map((entry) =>
        entry.culture === culture ? { ...entry, [key]: value } : entry,
      ),
    });
  return (
    <Stack gap="5">
      {draft.translations.map((entry, index) => {
        const language = languageOf(entry.culture);
        // Both names where one is given; the first language's while none has any.
        const required = named(entry) || (!anyNamed && index === 0);
        return (
          <Fieldset.Root key={entry.culture}>
            <Fieldset.Legend fontWeight="medium">{language}</Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {(["name_singular", "name_plural"] as const).map((key) => {
                const error = errors[`translations.${entry.culture}.${key}`];
                return (
                  <Field.Root key={key} required={required} invalid={!!error}>
                    <Field.Label>
                      {key === "name_singular"
                        ? t("Name ({language})", { language })
                        : t("Plural name ({language})", { language })}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      value={entry[key]}
                      onChange={(event) => setName(entry.culture, key, event.target.value)}
                    />
                    {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
                  </Field.Root>
                );
              })}
            </SimpleGrid>
          </Fieldset.Root>
        );
      })}
      {errors.translations && (
        <Field.Root invalid>
          <Field.ErrorText>{t(errors.translations)}</Field.ErrorText>
        </Field.Root>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label={t("Type")} error={errors.type} required>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.type}
              onChange={(event) => onChange({ ...draft, type: event.target.value })}
            >
              <option value="main">{t("Main")}</option>
              <option value="hidden">{t("Hidden")}</option>
              {!["main", "hidden"].includes(draft.type) && <option value={draft.type}>{draft.type}</option>}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t("Rank")} error={errors.rank}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.rank}
            onChange={(event) => onChange({ ...draft, rank: event.target.value })}
          />
        </FormField>
      </SimpleGrid>
      <FlagCheckbox
        id="entity-archiveable"
        label={t("Records can be archived")}
        checked={draft.archiveable}
        onChange={(archiveable) => onChange({ ...draft, archiveable })}
      />
      <FlagCheckbox
        id="entity-search-first"
        label={t("List records only after a search")}
        checked={draft.searchFirst}
        onChange={(searchFirst) => onChange({ ...draft, searchFirst })}
      />
      <RoleCheckboxes
        idPrefix="entity-visibility-role"
        legend={t("Visible for roles (none: everyone with show permission)")}
        roles={roles}
        selected={draft.visibilityRoles}
        onChange={(visibilityRoles) => onChange({ ...draft, visibilityRoles })}
      />
      {errors.visibility_roles && (
        <Field.Root invalid>
          <Field.ErrorText>{t(errors.visibility_roles)}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}
