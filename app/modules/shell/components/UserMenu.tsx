import { Avatar, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useT } from "../../../i18n/useT";
import { logout } from "../../session/utils/logout";
import { useMe } from "../../user/hooks/useMe";
import { displayName } from "../../user/utils/displayName";

/** The user's avatar with profile, colleagues, contact, subscriptions (contract admins) and logout. */
export function UserMenu({ username }: { username: string }) {
  const t = useT();
  const me = useMe();
  const navigate = useNavigate();
  const name = me.data ? displayName(me.data) : username;
  const select = (value: string) => {
    if (value === "logout") void logout();
    else void navigate({ to: value });
  };
  return (
    <Menu.Root onSelect={(event) => select(event.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t("User menu")}: ${name}`} px="1">
          <Avatar.Root size="xs" colorPalette="teal" aria-hidden>
            <Avatar.Fallback />
            {me.data?.avatar && <Avatar.Image src={me.data.avatar} alt="" />}
          </Avatar.Root>
          <Text hideBelow="md" maxW="40" truncate>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{name}</Menu.ItemGroupLabel>
              <Menu.Item value="/profile">{t("Profile")}</Menu.Item>
              <Menu.Item value="/colleagues">{t("Colleagues")}</Menu.Item>
              <Menu.Item value="/contact">{t("Contact")}</Menu.Item>
              {me.data?.contract_admin && <Menu.Item value="/subscriptions">{t("Subscriptions")}</Menu.Item>}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout">{t("Log out")}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
