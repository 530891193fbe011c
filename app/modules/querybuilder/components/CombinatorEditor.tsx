import { Button, Fieldset, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { Combinator } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { useEntitySchema } from "../hooks/useEntitySchema";
import { operatorsFor, valueKindOf } from "../utils/operatorsFor";
import { conditionFor, newCombinator, newLinkFilter, removeAt, replaceAt } from "../utils/queryTree";
import { ConditionEditor } from "./ConditionEditor";
import { LinkFilterEditor } from "./LinkFilterEditor";

export interface CombinatorEditorProps {
  environmentId: number;
  /** The entity whose fields and links this group's conditions are on. */
  entityId: number;
  locale: string;
  depth: number;
  combinator: Combinator;
  onChange: (combinator: Combinator) => void;
  onRemove: () => void;
}

/**
 * One combinator: its conditions, link filters and nested combinators, joined by AND (all must hold) or
 * OR (one is enough).
 */
export function CombinatorEditor({
  environmentId,
  entityId,
  locale,
  depth,
  combinator,
  onChange,
  onRemove,
}: CombinatorEditorProps) {
  const t = useT();
  const { fields, links } = useEntitySchema(entityId);
  const conditions = combinator.fields ?? [];
  const linkFilters = combinator.links ?? [];
  const nested = combinator.combinators ?? [];
  const set = (patch: Partial<Combinator>) => onChange({ ...combinator, ...patch });
  const addCondition = () => {
    const field = fields[0];
    const operator = field && operatorsFor(field.type)[0]?.operator;
    if (!field || !operator) return;
    set({
      fields: [
        ...conditions,
        conditionFor(field.id, operator, valueKindOf(field.type, operator), field.options),
      ],
    });
  };
  const firstLink = links[0];
  const empty = conditions.length + linkFilters.length + nested.length === 0;
  return (
    <Fieldset.Root
      borderWidth="1px"
      rounded="md"
      p="3"
      bg={depth % 2 === 0 ? "bg.subtle" : "bg"}
      aria-label={t("Combinator")}
    >
      <HStack justify="space-between" wrap="wrap">
        <Fieldset.Legend>{t("Combinator")}</Fieldset.Legend>
        <NativeSelect.Root size="sm" maxW="60">
          <NativeSelect.Field
            aria-label={t("Combine")}
            value={combinator.combine}
            onChange={(event) => set({ combine: event.target.value === "OR" ? "OR" : "AND" })}
          >
            <option value="AND">{t("All must hold (AND)")}</option>
            <option value="OR">{t("One is enough (OR)")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Stack gap="2" mt="2">
        {empty && (
          <Text fontSize="sm" color="fg.muted">
            {t("This combinator filters nothing yet.")}
          </Text>
        )}
        {conditions.map((condition, index) => (
          <ConditionEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their place
            key={index}
            fields={fields}
            condition={condition}
            onChange={(next) => set({ fields: replaceAt(conditions, index, next) })}
            onRemove={() => set({ fields: removeAt(conditions, index) })}
          />
        ))}
        {linkFilters.map((filter, index) => (
          <LinkFilterEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: link filters have no identity but their place
            key={index}
            environmentId={environmentId}
            links={links}
            filter={filter}
            locale={locale}
            depth={depth}
            onChange={(next) => set({ links: replaceAt(linkFilters, index, next) })}
            onRemove={() => set({ links: removeAt(linkFilters, index) })}
            CombinatorEditor={CombinatorEditor}
          />
        ))}
        {nested.map((child, index) => (
          <CombinatorEditor
            key={child.uuid ?? index}
            environmentId={environmentId}
            entityId={entityId}
            locale={locale}
            depth={depth + 1}
            combinator={child}
            onChange={(next) => set({ combinators: replaceAt(nested, index, next) })}
            onRemove={() => set({ combinators: removeAt(nested, index) })}
          />
        ))}
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={addCondition} disabled={fields.length === 0}>
            {t("Add condition")}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={!firstLink}
            onClick={() => firstLink && set({ links: [...linkFilters, newLinkFilter(firstLink.id)] })}
          >
            {t("Add link filter")}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => set({ combinators: [...nested, newCombinator()] })}
          >
            {t("Add nested combinator")}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
            {t("Remove combinator")}
          </Button>
        </HStack>
      </Stack>
    </Fieldset.Root>
  );
}
