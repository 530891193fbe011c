import { Box, Button, chakra, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { type KeyboardEvent, useRef, useState } from "react";
import type { ViewModel } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import type { SearchFilter } from "../../../../widgets/types";
import { useT } from "../../../i18n/useT";
import type { ArchivedFilter, ListState } from "../state/ListState";

export interface SearchPanelProps {
  search?: ViewModel;
  advancedSearch?: ViewModel;
  state: ListState;
  /** Applies filters (and goes back to the first page). */
  onApply: (change: Partial<ListState>) => void;
  /** Clears search, advanced search, query filter and archive choice. */
  onReset: () => void;
}

type Filters = Record<string, SearchFilter>;

const hasItems = (model?: ViewModel) => model !== undefined && model.order.length > 0;

/** A one-line input of a search form: Enter there searches (an open picker keeps Enter for its choice). */
const entersSearch = (target: EventTarget): boolean =>
  target instanceof HTMLInputElement &&
  target.form !== null &&
  !["checkbox", "radio", "button", "submit", "reset", "file"].includes(target.type) &&
  target.getAttribute("aria-expanded") !== "true";

/**
 * The search filter above a list: the search view's items (and, behind the advanced toggle, the
 * advanced-search view's), each with its type's operators, the archive filter, Search and Reset.
 */
export function SearchPanel({ search, advancedSearch, state, onApply, onReset }: SearchPanelProps) {
  const t = useT();
  const draft = useRef<{ search: Filters; advancedSearch: Filters }>({
    search: state.search,
    advancedSearch: state.advancedSearch,
  });
  const [generation, setGeneration] = useState(0);
  const apply = () =>
    onApply({ search: { ...draft.current.search }, advancedSearch: { ...draft.current.advancedSearch } });
  const reset = () => {
    draft.current = { search: {}, advancedSearch: {} };
    setGeneration((g) => g + 1);
    onReset();
  };
  // The search forms have no submit button of their own, so the browser does not submit them on Enter.
  const searchOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Enter" || event.defaultPrevented || !entersSearch(event.target)) return;
    event.preventDefault();
    apply();
  };
  const change = (part: "search" | "advancedSearch") => (itemId: number, value: unknown) => {
    draft.current = { ...draft.current, [part]: { ...draft.current[part], [itemId]: value as SearchFilter } };
  };

  return (
    <Box
      as="section"
      aria-label={t("Search")}
      borderWidth="1px"
      rounded="md"
      p="3"
      mb="4"
      onKeyDown={searchOnEnter}
    >
      {hasItems(search) && (
        <DocketForm
          key={`search-${generation}`}
          model={search as ViewModel}
          values={state.search}
          onChange={change("search")}
          onSubmit={apply}
          id="dk-list-search"
        />
      )}
      {state.advanced && hasItems(advancedSearch) && (
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="sm">
            {t("Advanced search")}
          </Text>
          <DocketForm
            key={`advanced-${generation}`}
            model={advancedSearch as ViewModel}
            values={state.advancedSearch}
            onChange={change("advancedSearch")}
            onSubmit={apply}
            id="dk-list-advanced-search"
          />
        </Stack>
      )}
      <HStack gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="teal" size="sm" onClick={apply}>
            {t("Search")}
          </Button>
          <Button variant="outline" size="sm" onClick={reset}>
            {t("Reset")}
          </Button>
          {hasItems(advancedSearch) && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={state.advanced}
              onClick={() => onApply({ advanced: !state.advanced })}
            >
              {state.advanced ? t("Hide advanced search") : t("Advanced search")}
            </Button>
          )}
        </HStack>
        <HStack gap="2">
          <chakra.label htmlFor="dk-archived" fontSize="sm">
            {t("Archive")}
          </chakra.label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id="dk-archived"
              value={state.archived}
              onChange={(event) => onApply({ archived: event.target.value as ArchivedFilter })}
            >
              <option value="">{t("Not archived")}</option>
              <option value="both">{t("Both")}</option>
              <option value="archived">{t("Archived")}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
    </Box>
  );
}
