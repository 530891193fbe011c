import { HStack, Link, VisuallyHidden, Wrap } from "@chakra-ui/react";
import { Fragment, useCallback } from "react";
import { idsOf } from "../../engine";
import { Avatar } from "../controls/Avatar";
import { OperatorSelect } from "../controls/OperatorSelect";
import { filterOf, operatorOf } from "../controls/operators";
import { Picker } from "../controls/Picker";
import { useWidgetEnvironment } from "../environment";
import type { PickOption } from "../services";
import type { FieldWidgetProps, WidgetModule } from "../types";

/** User search waits 300 ms after the last keystroke (spec 9). */
const USER_SEARCH_DELAY = 300;

function useUserLabel() {
  const { services } = useWidgetEnvironment();
  return (id: number) => services.resolve?.("user", id) ?? `#${id}`;
}

const renderUser = (option: PickOption) => (
  <HStack as="span" gap="1.5">
    <Avatar name={option.label} src={option.avatar} size={25} />
    {option.label}
  </HStack>
);

function UserPicker({
  id,
  item,
  selected,
  onChange,
  rawErrors,
  required,
}: {
  id: string;
  item: FieldWidgetProps["item"];
  selected: number[];
  onChange: (ids: number[]) => void;
  rawErrors?: string[];
  required?: boolean;
}) {
  const { services } = useWidgetEnvironment();
  const labelOf = useUserLabel();
  const users = services.users;
  // A stable search function: the picker searches again whenever it changes.
  const find = useCallback((query: string) => users?.search(query) ?? Promise.resolve([]), [users]);
  return (
    <Picker
      id={id}
      selected={selected}
      labelOf={labelOf}
      search={users ? find : undefined}
      multiple={item.multiple}
      delay={USER_SEARCH_DELAY}
      onChange={onChange}
      renderOption={renderUser}
      rawErrors={rawErrors}
      required={required}
    />
  );
}

function UserEdit({ id, item, value, onChange, rawErrors, required }: FieldWidgetProps) {
  return (
    <UserPicker
      id={id}
      item={item}
      selected={idsOf(value)}
      onChange={onChange}
      rawErrors={rawErrors}
      required={required}
    />
  );
}

/**
 * Users linked to their profile (/user/{id}) as display_name_style asks: name, avatar, or both. The names
 * are the engine's formatted labels, separated as it separates them.
 */
function UserShow({ id, item, value, mode }: FieldWidgetProps) {
  const { services } = useWidgetEnvironment();
  const labelOf = useUserLabel();
  const style = item.settings.display_name_style ?? "default";
  const size = mode === "list" ? 25 : 35;
  return (
    <Wrap as="span" id={id} gap="1.5" align="center" display="inline-flex">
      {idsOf(value).map((userId, index) => {
        const name = labelOf(userId);
        const avatar = style === "avatar" || style === "both";
        return (
          <Fragment key={userId}>
            {index > 0 && <VisuallyHidden>, </VisuallyHidden>}
            <Link
              href={`/user/${userId}`}
              colorPalette="blue"
              display="inline-flex"
              alignItems="center"
              gap="1"
            >
              {avatar && <Avatar name={name} src={services.users?.avatarOf?.(userId)} size={size} />}
              {style === "avatar" ? <VisuallyHidden>{name}</VisuallyHidden> : name}
            </Link>
          </Fragment>
        );
      })}
    </Wrap>
  );
}

function UserSearch({ id, item, value, onChange }: FieldWidgetProps) {
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
      <UserPicker
        id={id}
        item={{ ...item, multiple: true }}
        selected={idsOf(filter.value)}
        onChange={(ids) => onChange({ ...filter, operator, value: ids })}
      />
    </HStack>
  );
}

/** Users of the environment: a picker with avatars, searched through the app's user source. */
const user: WidgetModule = {
  type: "user",
  modes: { edit: UserEdit, show: UserShow, list: UserShow, search: UserSearch },
};

export default user;
