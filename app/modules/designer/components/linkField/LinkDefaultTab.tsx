import { Stack } from "@chakra-ui/react";
import { pickTranslation } from "../../../../../engine/translate";
import type { Entity, Query } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { NameField } from "../dataField/NameField";
import { FlagCheckbox } from "../FlagCheckbox";
import type { LinkDraft, TypeOfLinkChoice } from "./LinkDraft";
import { LinkSelect } from "./LinkSelect";
import { linkName } from "./linkName";

export interface LinkDefaultTabProps {
  draft: LinkDraft;
  /** An existing link keeps its target entity. */
  existing: boolean;
  entities: Entity[];
  /** The saved queries of the chosen target entity. */
  queries: Query[];
  locale: string;
  errors: Record<string, string>;
  onChange: (draft: LinkDraft) => void;
}

/** The Default tab: name, type, target entity, obligatory, locked, multiple and the query limiting the choice. */
export function LinkDefaultTab({
  draft,
  existing,
  entities,
  queries,
  locale,
  errors,
  onChange,
}: LinkDefaultTabProps) {
  const t = useT();
  const entityOptions = entities.map((entity) => ({
    value: String(entity.id),
    label: pickTranslation(entity.translations, locale)?.name_plural ?? entity.name ?? `#${entity.id}`,
  }));
  const queryOptions = queries.map((query) => ({
    value: query.uuid,
    label: pickTranslation(query.translations, locale)?.search_name ?? `#${query.id}`,
  }));
  return (
    <Stack gap="4">
      <NameField
        value={draft.name}
        saved={linkName(draft.name)}
        error={errors.name}
        onChange={(name) => onChange({ ...draft, name })}
      />
      <LinkSelect
        label={t("Type of link")}
        required
        value={draft.typeOfLink}
        options={[
          { value: "select", label: t("Select") },
          { value: "embeddedList", label: t("Embedded list") },
        ]}
        error={errors.typeOfLink}
        onChange={(value) => onChange({ ...draft, typeOfLink: value as TypeOfLinkChoice })}
      />
      <LinkSelect
        label={t("Target entity")}
        required
        disabled={existing}
        helper={existing ? t("An existing link cannot change its target entity") : undefined}
        value={draft.childDefDossier}
        options={entityOptions}
        error={errors.childDefDossier}
        onChange={(childDefDossier) => onChange({ ...draft, childDefDossier, limitQuery: "" })}
      />
      <FlagCheckbox
        id="link-obligatory"
        label={t("Obligatory")}
        checked={draft.obligatory}
        onChange={(obligatory) => onChange({ ...draft, obligatory })}
      />
      <FlagCheckbox
        id="link-locked"
        label={t("Locked")}
        checked={draft.locked}
        onChange={(locked) => onChange({ ...draft, locked })}
      />
      <FlagCheckbox
        id="link-multiple"
        label={t("Multiple")}
        checked={draft.multiple}
        onChange={(multiple) => onChange({ ...draft, multiple })}
      />
      <LinkSelect
        label={t("Limit the choice to a query")}
        disabled={draft.childDefDossier === ""}
        value={draft.limitQuery}
        options={queryOptions}
        error={errors["settings.limit_output_to_mis_item"]}
        onChange={(limitQuery) => onChange({ ...draft, limitQuery })}
      />
    </Stack>
  );
}
