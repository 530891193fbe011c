import { Box, Link as ChakraLink, Input, InputGroup, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { SearchIcon } from "../../../components/icons/SearchIcon";
import { useDebounced } from "../../../hooks/useDebounced";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { useMe } from "../../user/hooks/useMe";
import { type QuickSearchResult, quickSearch } from "../api/quickSearch";
import { quickSearchKeys } from "../api/quickSearchKeys";
import { mayQuickSearch } from "../utils/mayQuickSearch";
import { menuAccessOf } from "../utils/menuAccessOf";
import { shorten } from "../utils/shorten";

/** The search waits until typing has paused this long (spec 2-records section 9). */
export const QUICK_SEARCH_DEBOUNCE_MS = 200;
/** Summaries are cut at 50 characters in the dropdown. */
export const QUICK_SEARCH_SUMMARY_LENGTH = 50;

/** The top bar's quick search, once an environment is chosen and the user may search it. */
export function QuickSearch() {
  const environmentId = useCurrentEnvironmentId();
  const environment = useCurrentEnvironment();
  const me = useMe();
  if (environmentId === null || !mayQuickSearch(menuAccessOf(me.data, environment.data))) return null;
  return <QuickSearchBox key={environmentId} environmentId={environmentId} />;
}

/** A combobox over the environment's records: arrows move through the results, Enter opens, Escape closes. */
function QuickSearchBox({ environmentId }: { environmentId: number }) {
  const t = useT();
  const locale = useContentLocale();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebounced(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: quickSearchKeys.search(environmentId, search, locale),
    queryFn: ({ signal }) => quickSearch(environmentId, search, locale, signal),
    enabled: search !== "",
    retry: false,
  });

  const expanded = open && text.trim() !== "";
  const settled = text.trim() === search && !found.isPending;
  const results: QuickSearchResult[] = settled && found.isSuccess ? found.data : [];
  const activeIndex = active < results.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const listShown = expanded && results.length > 0;

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
  });

  let message = "";
  if (expanded && settled) {
    if (found.isError) message = t("Something went wrong");
    else if (results.length === 0) message = t("No items found");
  }
  const announcement = listShown ? t("Results: {count}", { count: results.length }) : message;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openResult = (result: QuickSearchResult) => {
    close();
    setText("");
    void navigate({ to: "/contentdossier/$id", params: { id: String(result.id) } });
  };
  const move = (step: number) => {
    setOpen(true);
    if (results.length === 0) return;
    setActive((current) => {
      const from = current < results.length ? current : -1;
      if (from === -1) return step > 0 ? 0 : results.length - 1;
      return (from + step + results.length) % results.length;
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      const result = listShown ? results[activeIndex] : undefined;
      if (result) {
        event.preventDefault();
        openResult(result);
      }
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) close();
      else setText("");
    }
  };

  return (
    <Box
      position="relative"
      flex="1"
      maxW="md"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <InputGroup startElement={<SearchIcon boxSize="4" />}>
        <Input
          type="search"
          size="sm"
          role="combobox"
          autoComplete="off"
          value={text}
          placeholder={t("Quick search")}
          aria-label={t("Quick search")}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {expanded && (
        <Box
          position="absolute"
          top="calc(100% + 4px)"
          insetX="0"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          py="1"
        >
          {listShown ? (
            <Box id={listId} role="listbox" aria-label={t("Quick search")}>
              {results.map((result, index) => {
                const summary = result.summary || `#${result.id}`;
                const selected = index === activeIndex;
                return (
                  <ChakraLink
                    key={result.id}
                    asChild
                    display="block"
                    px="3"
                    py="1.5"
                    textDecoration="none"
                    // The active result at well over 3:1 against the list (a light grey was 1.1:1).
                    bg={selected ? "blue.solid" : undefined}
                    _hover={
                      selected ? { textDecoration: "none" } : { bg: "bg.muted", textDecoration: "none" }
                    }
                  >
                    <Link
                      id={optionId(index)}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      to="/contentdossier/$id"
                      params={{ id: String(result.id) }}
                      title={summary}
                      onClick={() => {
                        close();
                        setText("");
                      }}
                      onMouseEnter={() => setActive(index)}
                    >
                      <Text as="span" display="block" fontSize="sm" color={selected ? "blue.contrast" : "fg"}>
                        {shorten(summary, QUICK_SEARCH_SUMMARY_LENGTH)}
                      </Text>{" "}
                      <Text
                        as="span"
                        display="block"
                        fontSize="xs"
                        color={selected ? "blue.contrast" : "fg.muted"}
                      >
                        {result.entity}
                      </Text>
                    </Link>
                  </ChakraLink>
                );
              })}
            </Box>
          ) : (
            <Text
              aria-hidden="true"
              px="3"
              py="1.5"
              fontSize="sm"
              color={found.isError ? "fg.error" : "fg.muted"}
            >
              {message || t("Loading")}
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}
