import { Checkbox, Fieldset, HStack } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
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
  const entity = useQuery({
    queryKey: queryKeys.entitySettings(entityId),
    queryFn: () => getEntity(entityId),
  });
  const settings = entity.data?.settings?.query_settings ?? undefined;
  const isDefault = settings?.default_query === uuid;
  const inMenu = (settings?.menu_queries ?? []).some((entry) => entry.queryUuid === uuid);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.entitySettings(entityId) });
    // The menu and the lists read the entity's settings.
    void queryClient.invalidateQueries({ queryKey: entityKeys.menus });
    void queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(entityId) });
  };
  const saving = useSaveMutation({
    save: (patch: { isDefault?: boolean; inMenu?: boolean }) =>
      updateEntity(entityId, {
        settings: { query_settings: withQuerySettings(settings, uuid, { ...patch, name }) },
      }),
    onSaved: async () => {
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
      await refresh();
    },
    // Any failure, a refusal with field errors too, is 'Something went wrong': no field shows it.
    invalidToast: false,
    onFailure: () => void refresh(),
  });
  const change = (patch: { isDefault?: boolean; inMenu?: boolean }) => saving.save(patch);
  const busy = saving.isPending;
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
