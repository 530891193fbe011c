import { Button, Fieldset, HStack, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { Link } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { listLinkQueries } from "../../designer/api/listLinkQueries";
import { queryKeys } from "../api/queryKeys";
import { queryName } from "../utils/queryName";
import { type LinkFilter, newCombinator, removeAt, replaceAt } from "../utils/queryTree";
import type { CombinatorEditorProps } from "./CombinatorEditor";

export interface LinkFilterEditorProps {
  environmentId: number;
  links: readonly Link[];
  filter: LinkFilter;
  locale: string;
  depth: number;
  onChange: (filter: LinkFilter) => void;
  onRemove: () => void;
  /** The editor of the nested combinators on the linked entity: CombinatorEditor, which hands itself in. */
  CombinatorEditor: React.ComponentType<CombinatorEditorProps>;
}

type Choice<T extends string> = { value: T; label: string };

const PRESENCE: readonly Choice<"" | "EMPTY" | "NOT_EMPTY">[] = [
  { value: "NOT_EMPTY", label: "Not empty" },
  { value: "EMPTY", label: "Empty" },
  { value: "", label: "Any number" },
];
const ARCHIVED: readonly Choice<"none_archived" | "archived" | "both">[] = [
  { value: "none_archived", label: "Not archived" },
  { value: "archived", label: "Archived" },
  { value: "both", label: "Archived and not archived" },
];
const OTHER: readonly Choice<"IN" | "NOT_IN">[] = [
  { value: "IN", label: "In query" },
  { value: "NOT_IN", label: "Not in query" },
];

const countOf = (text: string) => {
  const n = Number(text);
  return text.trim() === "" || !Number.isInteger(n) || n < 0 ? null : n;
};

/**
 * A filter on the records over a link: whether there are any (EMPTY / NOT_EMPTY, or how many), which of them
 * count (archived, in or not in another query) and nested combinators on the linked entity's own fields.
 */
export function LinkFilterEditor({
  environmentId,
  links,
  filter,
  locale,
  depth,
  onChange,
  onRemove,
  CombinatorEditor,
}: LinkFilterEditorProps) {
  const t = useT();
  const link = links.find((l) => l.id === filter.id);
  const child = link?.child_def_dossier_id ?? null;
  const queries = useQuery({
    queryKey: queryKeys.choices(environmentId, child),
    queryFn: () => listLinkQueries(environmentId, child as number),
    enabled: child !== null,
  });
  const set = (patch: Partial<LinkFilter>) => onChange({ ...filter, ...patch });
  const select = <T extends string>(
    label: string,
    value: string,
    choices: readonly Choice<T>[],
    on: (v: T) => void,
  ) => (
    <NativeSelect.Root size="sm" maxW="60">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => on(event.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const nested = filter.combinators ?? [];
  return (
    <Fieldset.Root borderWidth="1px" borderStyle="dashed" rounded="md" p="3">
      <Fieldset.Legend>{t("Link filter: {link}", { link: link?.name ?? String(filter.id) })}</Fieldset.Legend>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          {select(
            t("Link"),
            String(filter.id),
            links.map((l) => ({ value: String(l.id), label: l.name })),
            (id) =>
              onChange({
                ...filter,
                id: Number(id),
                where_other_query: null,
                where_other_type: null,
                combinators: [],
              }),
          )}
          {select(
            t("Linked records"),
            filter.where_empty_not_empty ?? "",
            PRESENCE.map((c) => ({ ...c, label: t(c.label) })),
            (value) => set({ where_empty_not_empty: value === "" ? null : value }),
          )}
          {select(
            t("Archived"),
            filter.include_archived ?? "none_archived",
            ARCHIVED.map((c) => ({ ...c, label: t(c.label) })),
            (value) => set({ include_archived: value }),
          )}
          {filter.where_empty_not_empty == null && (
            <>
              <Input
                size="sm"
                maxW="28"
                type="number"
                min={0}
                aria-label={t("At least")}
                placeholder={t("At least")}
                value={filter.where_min == null ? "" : String(filter.where_min)}
                onChange={(event) => set({ where_min: countOf(event.target.value) })}
              />
              <Input
                size="sm"
                maxW="28"
                type="number"
                min={0}
                aria-label={t("At most")}
                placeholder={t("At most")}
                value={filter.where_max == null ? "" : String(filter.where_max)}
                onChange={(event) => set({ where_max: countOf(event.target.value) })}
              />
            </>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {select(
            t("Other query"),
            filter.where_other_type ?? "IN",
            OTHER.map((c) => ({ ...c, label: t(c.label) })),
            (value) => set({ where_other_type: value }),
          )}
          {select(
            t("Query"),
            filter.where_other_query ?? "",
            [
              { value: "", label: t("None") },
              ...(queries.data ?? []).map((q) => ({ value: q.uuid, label: queryName(q, locale) })),
            ],
            (uuid) =>
              set({
                where_other_query: uuid === "" ? null : uuid,
                where_other_type: uuid === "" ? null : (filter.where_other_type ?? "IN"),
              }),
          )}
        </HStack>
        {child !== null &&
          nested.map((combinator, index) => (
            <CombinatorEditor
              key={combinator.uuid ?? index}
              environmentId={environmentId}
              entityId={child}
              locale={locale}
              depth={depth + 1}
              combinator={combinator}
              onChange={(next) => set({ combinators: replaceAt(nested, index, next) })}
              onRemove={() => set({ combinators: removeAt(nested, index) })}
            />
          ))}
        <HStack gap="2">
          {child !== null && (
            <Button
              size="xs"
              variant="outline"
              onClick={() => set({ combinators: [...nested, newCombinator()] })}
            >
              {t("Add combinator on the linked records")}
            </Button>
          )}
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
            {t("Remove link filter")}
          </Button>
        </HStack>
      </Stack>
    </Fieldset.Root>
  );
}
