import { Box, Button, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { SearchCombobox } from "../../widgets/controls/SearchCombobox";
import { api } from "../api/apiClient";
import { useT } from "../i18n/useT";

/** A page of results as every list of the API answers it. */
interface Page<T> {
  results: T[];
  pager?: { current?: number; pages?: number };
}

/** Search waits this long after typing pauses (spec 3-designer section 9). */
export const SEARCH_DEBOUNCE = 300;
/** Each load asks this many items (spec 3-designer section 9). */
export const SELECT_LIST_LIMIT = 10;

export interface GenericSelectListProps<T extends { id: number }> {
  /** The list address under /api, such as "/dossierquery"; one item is read from `{url}/{id}`. */
  url: string;
  /** Filters sent with every page, such as the entity. */
  params?: Record<string, string | number>;
  /** The accessible name of the list and its search box. */
  label: string;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  labelOf: (item: T) => string;
  /** Opens a screen to make a new item (the button shows only with it). */
  onAdd?: () => void;
  /** Opens the chosen item for editing (the button shows only with it). */
  onEdit?: (id: number) => void;
  invalid?: boolean;
}

/**
 * A select list over a list of the API (spec 3-designer section 2 item 11): the chosen item by its label,
 * a search box (300 ms after typing pauses), pages of 10 with Load more, and Add, Edit and Clear.
 */
export function GenericSelectList<T extends { id: number }>(props: GenericSelectListProps<T>) {
  const t = useT();
  const { url, params, value, labelOf } = props;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  // One state, so a new search and its first page arrive together.
  const [{ search, page }, setQuery] = useState({ search: "", page: 1 });
  const [items, setItems] = useState<T[]>([]);
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<T>();
  const paramsKey = JSON.stringify(params ?? {});

  useEffect(() => {
    const timer = setTimeout(
      () =>
        setQuery((before) => (before.search === typed.trim() ? before : { search: typed.trim(), page: 1 })),
      SEARCH_DEBOUNCE,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for params
  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    setFailed(false);
    api<Page<T>>(url, {
      query: { ...params, limit: SELECT_LIST_LIMIT, page, ...(search ? { search } : {}) },
    })
      .then((answer) => {
        if (!current) return;
        setItems((before) => (page === 1 ? answer.results : [...before, ...answer.results]));
        setPages(answer.pager?.pages ?? 1);
      })
      .catch(() => current && setFailed(true))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [open, url, paramsKey, search, page]);

  // The chosen item's label: from the loaded page, else read on its own.
  useEffect(() => {
    if (value === null || value === undefined) return setChosen(undefined);
    if (chosen?.id === value) return;
    let current = true;
    api<T>(`${url}/${value}`)
      .then((item) => current && setChosen(item))
      .catch(() => current && setChosen(undefined));
    return () => {
      current = false;
    };
  }, [url, value, chosen]);

  // The search box goes away with the panel: focus goes back to the button that opened it.
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  const choose = (item: T) => {
    setChosen(item);
    close();
    props.onChange(item.id);
  };
  const options = useMemo(
    () => items.map((item) => ({ value: String(item.id), label: labelOf(item), item })),
    [items, labelOf],
  );
  const hasValue = value !== null && value !== undefined;
  const chosenLabel = hasValue ? (chosen?.id === value ? labelOf(chosen) : `#${value}`) : t("Choose");

  return (
    <Stack gap="2" role="group" aria-label={props.label}>
      <HStack gap="2" wrap="wrap">
        <Button
          ref={toggle}
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${props.label}: ${chosenLabel}`}
          borderColor={props.invalid ? "border.error" : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {chosenLabel}
        </Button>
        {hasValue && props.onEdit && (
          <Button size="sm" variant="ghost" onClick={() => props.onEdit?.(value)}>
            {t("Edit")}
          </Button>
        )}
        {props.onAdd && (
          <Button size="sm" variant="ghost" onClick={props.onAdd}>
            {t("Add")}
          </Button>
        )}
        {hasValue && (
          <Button size="sm" variant="ghost" onClick={() => props.onChange(null)}>
            {t("Clear")}
          </Button>
        )}
      </HStack>
      {open && (
        <Box id={listId} borderWidth="1px" borderRadius="md" p="2">
          <SearchCombobox
            id={`${listId}-search`}
            inline
            autoFocus
            aria-label={`${props.label}: ${t("Search")}`}
            placeholder={t("Search")}
            options={options}
            inputValue={typed}
            onInputValueChange={setTyped}
            onPick={(option) => choose(option.item)}
            onOpenChange={(next) => !next && close()}
            empty={!loading && !failed && items.length === 0 ? t("No items found") : undefined}
            footer={
              !loading &&
              page < pages && (
                <Button
                  size="xs"
                  variant="outline"
                  m="2"
                  onClick={() => setQuery({ search, page: page + 1 })}
                >
                  {t("Load more")}
                </Button>
              )
            }
          />
          {loading && <Spinner role="status" size="sm" mt="2" aria-label={t("Loading")} />}
          {!loading && failed && (
            <Text color="fg.error" fontSize="sm" mt="2" role="alert">
              {t("Could not load data")}
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}
