import { Box, HStack, Link, Text, VisuallyHidden } from "@chakra-ui/react";
import { Fragment, useCallback } from "react";
import { idsOf } from "../../engine";
import { OperatorSelect } from "../controls/OperatorSelect";
import { filterOf, operatorOf, WITHOUT_OPERAND } from "../controls/operators";
import { Picker } from "../controls/Picker";
import { useWidgetEnvironment } from "../environment";
import { t } from "../i18n";
import type { PickOption } from "../services";
import { Alert } from "../theme/Alert";
import type { FieldWidgetProps, WidgetModule } from "../types";

/** Link option search waits 500 ms after the last keystroke (spec 9). */
const LINK_SEARCH_DELAY = 500;
export const NOT_ALLOWED_MESSAGE = "403_general_message";

type Item = FieldWidgetProps["item"];

/** Embedded lists (and links set to show embedded) are the app's: it fills this slot. */
const isEmbedded = (item: Item) =>
  item.link?.typeOfLink === "embeddedList" ||
  item.settings.show_embedded === true ||
  item.settings.embedded_single_view === true;

function EmbeddedSlot({ id, item }: { id: string; item: Item }) {
  const { services } = useWidgetEnvironment();
  const content = services.renderSlot?.({ kind: "embedded", item });
  return (
    <div id={id} data-slot="embedded" data-link-id={item.link?.id}>
      {content ?? null}
    </div>
  );
}

function LinkPicker({
  id,
  item,
  selected,
  onChange,
  multiple,
  rawErrors,
  required,
}: {
  id: string;
  item: Item;
  selected: number[];
  onChange: (ids: number[]) => void;
  multiple: boolean;
  rawErrors?: string[];
  required?: boolean;
}) {
  const { services } = useWidgetEnvironment();
  const links = services.links;
  const find = useCallback(
    (query: string) => links?.search(item, query) ?? Promise.resolve([]),
    [links, item],
  );
  return (
    <Picker
      id={id}
      selected={selected}
      labelOf={(recordId) => services.resolve?.("record", recordId) ?? `#${recordId}`}
      search={links ? find : undefined}
      multiple={multiple}
      delay={LINK_SEARCH_DELAY}
      onChange={onChange}
      rawErrors={rawErrors}
      required={required}
    />
  );
}

/** The 403 notice when the user may not see records of the linked entity (spec 2, link field modes). */
function useShowAllowed(item: Item): boolean {
  const { services } = useWidgetEnvironment();
  return services.links?.canShow?.(item) ?? true;
}

function LinkEdit({ id, item, value, onChange, rawErrors, required }: FieldWidgetProps) {
  const allowed = useShowAllowed(item);
  if (!allowed) return <Alert status="info">{t(NOT_ALLOWED_MESSAGE)}</Alert>;
  if (isEmbedded(item)) return <EmbeddedSlot id={id} item={item} />;
  const selected = idsOf(value);
  return (
    <HStack gap="1" align="start">
      <Box flex="1" minW="0">
        <LinkPicker
          id={id}
          item={item}
          selected={selected}
          onChange={onChange}
          multiple={item.multiple}
          rawErrors={rawErrors}
          required={required}
        />
      </Box>
      <LinkControls
        item={item}
        onPicked={(option) =>
          onChange(
            item.multiple ? [...selected.filter((other) => other !== option.id), option.id] : [option.id],
          )
        }
      />
    </HStack>
  );
}

/**
 * The app's controls beside a link's select: the filter dialog (find a record through the linked entity's
 * search view) and the dialog that adds a new linked record, the latter not when the item says hide_add.
 */
function LinkControls({ item, onPicked }: { item: Item; onPicked: (option: PickOption) => void }) {
  const { services } = useWidgetEnvironment();
  const links = services.links;
  return (
    <>
      {links?.renderFilter?.({ item, onPicked })}
      {item.settings.hide_add !== true && links?.renderAdd?.({ item, onPicked })}
    </>
  );
}

/** Linked records by their labels, as links to their pages unless the item is not clickable. */
function LinkShow({ id, item, value, mode }: FieldWidgetProps) {
  const { services } = useWidgetEnvironment();
  const allowed = useShowAllowed(item);
  if (!allowed) return <Alert status="info">{t(NOT_ALLOWED_MESSAGE)}</Alert>;
  if (mode === "show" && isEmbedded(item)) return <EmbeddedSlot id={id} item={item} />;
  const clickable = item.settings.clickable !== false;
  return (
    <span id={id}>
      {idsOf(value).map((recordId, index) => {
        const label = services.resolve?.("record", recordId) ?? `#${recordId}`;
        return (
          <Fragment key={recordId}>
            {index > 0 && <VisuallyHidden>, </VisuallyHidden>}
            {clickable ? (
              <Link href={`/contentdossier/${recordId}`} colorPalette="blue" me="1.5">
                {label}
              </Link>
            ) : (
              <Text as="span" me="1.5">
                {label}
              </Text>
            )}
          </Fragment>
        );
      })}
    </span>
  );
}

function LinkSearch({ id, item, value, onChange }: FieldWidgetProps) {
  const filter = filterOf(value);
  const operator = operatorOf(value, item.searchOperators);
  return (
    <HStack gap="1" align="start">
      <OperatorSelect
        id={id}
        operators={item.searchOperators}
        value={operator}
        onChange={(next) => onChange({ ...filter, operator: next })}
      />
      {!WITHOUT_OPERAND.has(operator) && (
        <LinkPicker
          id={id}
          item={item}
          selected={idsOf(filter.value)}
          multiple
          onChange={(ids) => onChange({ ...filter, operator, value: ids })}
        />
      )}
    </HStack>
  );
}

/** Links to records of another entity: a search select (single-select holds one), or an embedded list slot. */
const link: WidgetModule = {
  type: "link",
  modes: { edit: LinkEdit, show: LinkShow, list: LinkShow, search: LinkSearch },
};

export default link;
