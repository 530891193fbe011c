import { Box, Tag, Text, Wrap } from "@chakra-ui/react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { t } from "../i18n";
import type { PickOption } from "../services";
import { errorProps } from "./errorProps";
import { LazySearchCombobox } from "./LazySearchCombobox";
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
  required?: boolean;
}

type Found = PickOption & { value: string };

/**
 * Picks records or users by searching: chosen ones as tags, matches in the combobox's list. A single-select
 * picker that is full says 'Maximum number of items selected' instead of offering more.
 */
export function Picker(props: PickerProps) {
  const { id, selected, labelOf, search, multiple, delay, onChange, renderOption, rawErrors } = props;
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<PickOption[]>([]);
  // Once said, the message stays until the picker is no longer full: hiding it on blur would move the
  // form under the pointer that is about to click elsewhere.
  const [told, setTold] = useState(false);
  const [names, setNames] = useState<Record<number, string>>({});
  const settled = useDebounced(query, delay);
  const full = !multiple && selected.length >= 1;
  if (told && !full) setTold(false);

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

  // Chosen records are not offered again.
  const options = useMemo<Found[]>(
    () =>
      found
        .filter((option) => !selected.includes(option.id))
        .map((option) => ({ ...option, value: String(option.id) })),
    [found, selected],
  );

  const add = (option: PickOption) => {
    if (full || selected.includes(option.id)) return;
    setNames((known) => ({ ...known, [option.id]: option.label }));
    onChange([...selected, option.id]);
    setQuery("");
  };
  const name = (optionId: number) => names[optionId] ?? labelOf(optionId);

  return (
    <Box onFocus={() => full && setTold(true)}>
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
      <LazySearchCombobox
        id={id}
        options={options}
        closed={full}
        inputValue={query}
        onInputValueChange={setQuery}
        onPick={add}
        renderOption={renderOption}
        placeholder={t("Search")}
        required={props.required}
        {...errorProps(id, rawErrors)}
      />
      {full && (told || query.trim() !== "") && (
        <Text role="status" textStyle="sm" color="hint" mt="1">
          {t(MAX_ITEMS_MESSAGE)}
        </Text>
      )}
    </Box>
  );
}
