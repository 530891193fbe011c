import { Box, Input, Tag, Text, Wrap } from "@chakra-ui/react";
import { type ReactNode, useEffect, useState } from "react";
import { t } from "../i18n";
import type { PickOption } from "../services";
import { errorProps } from "./errorProps";
import { useDebounced } from "./useDebounced";

export const MAX_ITEMS_MESSAGE = "Maximum number of items selected";

interface PickerProps {
  id: string;
  selected: number[];
  labelOf: (id: number) => string;
  search: ((query: string) => Promise<PickOption[]>) | undefined;
  multiple: boolean;
  delay: number;
  onChange: (ids: number[]) => void;
  renderOption?: (option: PickOption) => ReactNode;
  rawErrors?: string[];
}

/**
 * Picks records or users by searching: chosen ones as tags, matches as a list box. A single-select picker
 * that is full says 'Maximum number of items selected' instead of offering more.
 */
export function Picker(props: PickerProps) {
  const { id, selected, labelOf, search, multiple, delay, onChange, renderOption, rawErrors } = props;
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<PickOption[]>([]);
  const [focused, setFocused] = useState(false);
  const [names, setNames] = useState<Record<number, string>>({});
  const settled = useDebounced(query, delay);
  const full = !multiple && selected.length >= 1;

  useEffect(() => {
    if (!search || settled.trim() === "") {
      setFound([]);
      return;
    }
    let current = true;
    search(settled).then(
      (options) => current && setFound(options),
      () => current && setFound([]),
    );
    return () => {
      current = false;
    };
  }, [search, settled]);

  const add = (option: PickOption) => {
    if (full || selected.includes(option.id)) return;
    setNames((known) => ({ ...known, [option.id]: option.label }));
    onChange([...selected, option.id]);
    setQuery("");
  };
  const name = (optionId: number) => names[optionId] ?? labelOf(optionId);
  const listId = `${id}-options`;

  return (
    <Box>
      {selected.length > 0 && (
        <Wrap gap="1" mb="1">
          {selected.map((optionId) => (
            <Tag.Root key={optionId} data-chip={optionId} size="lg" borderRadius="full">
              <Tag.Label>{name(optionId)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t("Remove {name}", { name: name(optionId) })}
                  onClick={() => onChange(selected.filter((other) => other !== optionId))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Input
        id={id}
        type="search"
        size="sm"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={found.length > 0 && !full}
        {...errorProps(id, rawErrors)}
        placeholder={t("Search")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {full && (focused || query.trim() !== "") && (
        <Text role="status" textStyle="sm" color="hint" mt="1">
          {t(MAX_ITEMS_MESSAGE)}
        </Text>
      )}
      {!full && found.length > 0 && (
        <Box id={listId} role="listbox" borderWidth="1px" borderRadius="l2" mt="1" bg="bg.panel">
          {found.map((option) => (
            <Box
              key={option.id}
              role="option"
              aria-selected={selected.includes(option.id)}
              tabIndex={0}
              px="2"
              py="1"
              cursor="pointer"
              _hover={{ bg: "bg.muted" }}
              _focusVisible={{ bg: "bg.muted", outline: "none" }}
              onClick={() => add(option)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  add(option);
                }
              }}
            >
              {renderOption ? renderOption(option) : option.label}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
