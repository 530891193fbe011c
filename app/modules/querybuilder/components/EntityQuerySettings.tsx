import { Checkbox, Fieldset, HStack } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import { entityKeys } from "../../designer/api/entityKeys";
import { getEntity } from "../../designer/api/getEntity";
import { updateEntity } from "../../designer/api/updateEntity";
import { queryKeys } from "../api/queryKeys";
import { withQuerySettings } from "../utils/withQuerySettings";

/**
 * Whether the saved query is its entity's default query (the list applies it when the address names none)
 * and whether it shows under the entity in the menu (query_settings on the entity).
 */
export function EntityQuerySettings({
  entityId,
  uuid,
  name,
}: {
  entityId: number;
  uuid: string;
  name: string;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const entity = useQuery({
    queryKey: queryKeys.entitySettings(entityId),
    queryFn: () => getEntity(entityId),
  });
  const settings = entity.data?.settings?.query_settings ?? undefined;
  const isDefault = settings?.default_query === uuid;
  const inMenu = (settings?.menu_queries ?? []).some((entry) => entry.queryUuid === uuid);
  const change = async (patch: { isDefault?: boolean; inMenu?: boolean }) => {
    setBusy(true);
    try {
      await updateEntity(entityId, {
        settings: { query_settings: withQuerySettings(settings, uuid, { ...patch, name }) },
      });
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    } catch {
      toaster.create({ type: "error", title: t("Something went wrong"), duration: 5000 });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.entitySettings(entityId) });
      // The menu and the lists read the entity's settings.
      void queryClient.invalidateQueries({ queryKey: entityKeys.menus });
      void queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(entityId) });
    }
  };
  const box = (label: string, checked: boolean, onChange: (on: boolean) => void) => (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={busy || !entity.isSuccess}
      onCheckedChange={(event) => onChange(event.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t("Use on the entity")}</Fieldset.Legend>
      <HStack gap="6" wrap="wrap">
        {box(t("Default query of the entity's list"), isDefault, (on) => void change({ isDefault: on }))}
        {box(t("Show in the menu under the entity"), inMenu, (on) => void change({ inMenu: on }))}
      </HStack>
    </Fieldset.Root>
  );
}
