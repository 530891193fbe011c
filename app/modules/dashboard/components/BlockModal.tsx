import {
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Portal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { DashboardBlockSettings } from "../../../../schemas";
import { BLOCK_TYPES, CARD_TEMPLATES, CONTAINER_LAYOUTS, LIST_LAYOUTS } from "../../../../schemas/names";
import { Alert } from "../../../../widgets/theme/Alert";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { listEntityDataFields } from "../../designer/api/listEntityDataFields";
import { listEnvironmentRoles } from "../../designer/api/listEnvironmentRoles";
import { listLinkQueries } from "../../designer/api/listLinkQueries";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import type { Block } from "../api/Block";
import { blockModalKeys } from "../api/blockModalKeys";
import { listBlocks } from "../api/listBlocks";
import { deleteBlock, saveBlock } from "../api/saveBlock";
import { type BlockDraft, draftErrors, draftOf, needsEntity, payloadOf } from "../utils/blockDraft";
import { blockTitle } from "../utils/blockTitle";
import { COLOR_SCHEMES } from "../utils/chartData";
import { BlockTypeSettings } from "./modal/BlockTypeSettings";
import { FlagField, InputField, numberOf, SelectField } from "./modal/FormControls";

/** How long 'Item has been saved' shows (spec 1-platform section 9). */
export const SAVED_BANNER_MS = 2000;

/** The message ids of the block types, so the catalogs translate them. */
export const BLOCK_TYPE_LABELS: Record<(typeof BLOCK_TYPES)[number], string> = {
  dashboard: "Lists",
  list_option_percentage_conditions: "Percentages",
  count_list_options: "Count per list option",
  count_link_options: "Count per linked list option",
  sum_fields: "Sum",
  online_users: "Online users",
  active_users: "Active users",
  new_dossier_statistics: "New records",
  date_statistics: "Date statistics",
  block_container: "Container",
  geomap: "Map",
  funnel: "Funnel",
};

export interface BlockModalProps {
  environmentId: number;
  /** The block to edit; none adds one. */
  block?: Block | undefined;
  onClose: () => void;
  /** After a save or delete: the dashboard reloads. */
  onSaved: () => void;
}

/**
 * The block modal (spec 1-platform, Dashboard block modal): tabs Generic, Layout, Permissions, Sort, and
 * for a saved block Block type specific and Info; delete, save, cancel. It creates a block without an id
 * and edits one with it; after saving the dashboard reloads and 'Item has been saved' shows for 2 seconds.
 */
export function BlockModal({ environmentId, block, onClose, onSaved }: BlockModalProps) {
  const t = useT();
  const locale = useContentLocale();
  const environment = useCurrentEnvironment();
  const [saved, setSaved] = useState<Block | undefined>(block);
  const [draft, setDraft] = useState<BlockDraft>(() => draftOf(block));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [banner, setBanner] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [tab, setTab] = useState("generic");
  const locales = (environment.data?.locales ?? []).map((l) => l.code);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const roles = useQuery({
    queryKey: blockModalKeys.roles(environmentId),
    queryFn: () => listEnvironmentRoles(environmentId),
  });
  const queries = useQuery({
    queryKey: blockModalKeys.queries(environmentId, draft.defDossier),
    queryFn: () => listLinkQueries(environmentId, draft.defDossier as number),
    enabled: draft.defDossier !== null,
  });
  const fields = useQuery({
    queryKey: blockModalKeys.fields(draft.defDossier),
    queryFn: () => listEntityDataFields(draft.defDossier as number),
    enabled: draft.defDossier !== null,
  });
  const containers = useQuery({
    queryKey: blockModalKeys.containers(environmentId),
    queryFn: () => listBlocks({ environment: environmentId }),
  });
  const queryChoices = (queries.data ?? []).map((q) => ({
    value: q.id as number,
    label:
      (q.translations.find((tr) => tr.culture === locale) ?? q.translations[0])?.search_name ?? String(q.id),
  }));
  const entityChoices = (environment.data?.defdossiers ?? []).map((e) => ({
    value: e.id,
    label:
      (e.translations?.find((tr) => tr.culture === locale) ?? e.translations?.[0])?.name_plural ??
      e.name ??
      String(e.id),
  }));
  const change = (patch: Partial<BlockDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setSettings = (patch: Partial<DashboardBlockSettings>) =>
    setDraft((current) => ({ ...current, settings: { ...current.settings, ...patch } }));
  const settings = draft.settings;

  // The modal shows its failures itself, on the fields or above the tabs; neither is a toast.
  const saving = useSaveMutation({
    save: () => saveBlock(saved?.id, payloadOf(draft, environmentId, locales)),
    onSaved: (answer) => {
      setSaved(answer);
      setDraft(draftOf(answer));
      setBanner(true);
      onSaved();
    },
    invalidToast: false,
    failureToast: null,
    onFailure: (fieldErrors) => {
      setErrors(fieldErrors);
      setFailed(Object.keys(fieldErrors).length === 0);
    },
  });
  const removing = useSaveMutation({
    save: (id: number) => deleteBlock(id),
    onSaved: () => {
      onSaved();
      onClose();
    },
    invalidToast: false,
    failureToast: null,
    onFailure: () => setFailed(true),
  });

  const save = async () => {
    const found = draftErrors(draft);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    await saving.save();
  };

  const remove = async () => {
    if (!saved) return;
    setConfirming(false);
    await removing.save(saved.id);
  };

  const layoutChoices = (draft.type === "block_container" ? CONTAINER_LAYOUTS : LIST_LAYOUTS).map(
    (value) => ({
      value,
      label: value,
    }),
  );

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {saved ? blockTitle(saved, locale) || t("Edit block") : t("Add block")}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {banner && <Alert status="success">{t("Item has been saved")}</Alert>}
                {failed && <Alert status="danger">{t("Something went wrong")}</Alert>}
                <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value)} size="sm">
                  <Tabs.List>
                    <Tabs.Trigger value="generic">{t("Generic")}</Tabs.Trigger>
                    <Tabs.Trigger value="layout">{t("Layout")}</Tabs.Trigger>
                    <Tabs.Trigger value="permissions">{t("Permissions")}</Tabs.Trigger>
                    <Tabs.Trigger value="sort">{t("Sort")}</Tabs.Trigger>
                    {saved && <Tabs.Trigger value="type">{t("Block type specific")}</Tabs.Trigger>}
                    {saved && <Tabs.Trigger value="info">{t("Info")}</Tabs.Trigger>}
                  </Tabs.List>
                  <Tabs.Content value="generic">
                    <Stack gap="3">
                      <SelectField
                        label={t("Type")}
                        required
                        value={draft.type}
                        choices={BLOCK_TYPES.map((type) => ({
                          value: type,
                          label: t(BLOCK_TYPE_LABELS[type]),
                        }))}
                        error={errors.type}
                        onChange={(value) => change({ type: (value ?? "") as BlockDraft["type"] })}
                      />
                      {(locales.length > 0 ? locales : [locale]).map((culture) => (
                        <InputField
                          key={culture}
                          label={`${t("Title")} (${culture})`}
                          value={draft.titles[culture]}
                          onChange={(value) => change({ titles: { ...draft.titles, [culture]: value } })}
                        />
                      ))}
                      <SelectField
                        label={t("Entity")}
                        required={needsEntity(draft.type)}
                        value={draft.defDossier}
                        choices={entityChoices}
                        error={errors.defDossier}
                        onChange={(value) =>
                          change({ defDossier: numberOf(value) ?? null, dossierQuery: null })
                        }
                      />
                      <SelectField
                        label={t("Query")}
                        value={draft.dossierQuery}
                        choices={queryChoices}
                        error={errors.dossierQuery}
                        onChange={(value) => change({ dossierQuery: numberOf(value) ?? null })}
                      />
                      <SelectField
                        label={t("Container")}
                        value={draft.parent}
                        choices={(containers.data?.results ?? [])
                          .filter((b) => b.type === "block_container" && b.id !== saved?.id)
                          .map((b) => ({ value: b.id, label: blockTitle(b, locale) || String(b.id) }))}
                        error={errors.parent}
                        onChange={(value) => change({ parent: numberOf(value) ?? null })}
                      />
                      <Checkbox.Root
                        size="sm"
                        checked={draft.dashboard}
                        onCheckedChange={(event) => change({ dashboard: event.checked === true })}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t("Show on the dashboard")}</Checkbox.Label>
                      </Checkbox.Root>
                    </Stack>
                  </Tabs.Content>
                  <Tabs.Content value="layout">
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                      <InputField
                        label={t("Column width")}
                        type="number"
                        min={1}
                        max={12}
                        value={draft.col}
                        error={errors.col}
                        onChange={(value) => change({ col: numberOf(value) ?? Number.NaN })}
                      />
                      <InputField
                        label={t("Rank")}
                        type="number"
                        min={0}
                        value={draft.rank}
                        error={errors.rank}
                        onChange={(value) => change({ rank: numberOf(value) ?? 0 })}
                      />
                      <InputField
                        label={t("Limit")}
                        type="number"
                        min={1}
                        value={settings.limit}
                        error={errors["settings.limit"]}
                        onChange={(value) => setSettings({ limit: numberOf(value) ?? 10 })}
                      />
                      <SelectField
                        label={t("Layout")}
                        value={settings.layout}
                        choices={layoutChoices}
                        onChange={(value) => setSettings({ layout: (value ?? undefined) as never })}
                      />
                      <SelectField
                        label={t("Template")}
                        value={settings.template}
                        choices={CARD_TEMPLATES.map((value) => ({ value, label: value }))}
                        onChange={(value) => setSettings({ template: (value ?? undefined) as never })}
                      />
                      <SelectField
                        label={t("Colour scheme")}
                        value={settings.scheme}
                        choices={COLOR_SCHEMES.map((value) => ({ value, label: value }))}
                        onChange={(value) => setSettings({ scheme: value ?? undefined })}
                      />
                    </SimpleGrid>
                  </Tabs.Content>
                  <Tabs.Content value="permissions">
                    <Stack gap="2" role="group" aria-label={t("Roles")}>
                      <Text fontSize="sm" color="fg.muted">
                        {t("Without roles every member of the environment sees the block.")}
                      </Text>
                      {(roles.data ?? []).map((role) => (
                        <FlagField
                          key={role.id}
                          label={role.name}
                          value={draft.roles.includes(role.id) ? "yes" : "no"}
                          onChange={(flag) =>
                            change({
                              roles:
                                flag === "yes"
                                  ? [...draft.roles, role.id]
                                  : draft.roles.filter((id) => id !== role.id),
                            })
                          }
                        />
                      ))}
                      {errors.roles && <Text color="fg.error">{t(errors.roles)}</Text>}
                    </Stack>
                  </Tabs.Content>
                  <Tabs.Content value="sort">
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                      <SelectField
                        label={t("Sort by")}
                        value={settings.sort?.dddfId}
                        choices={(fields.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
                        onChange={(value) =>
                          setSettings({
                            sort: value
                              ? { dddfId: Number(value), order: settings.sort?.order ?? "ASC" }
                              : null,
                          })
                        }
                      />
                      <SelectField
                        label={t("Order")}
                        empty={false}
                        value={settings.sort?.order ?? "ASC"}
                        choices={[
                          { value: "ASC", label: t("Ascending") },
                          { value: "DESC", label: t("Descending") },
                        ]}
                        onChange={(value) =>
                          settings.sort &&
                          setSettings({
                            sort: { ...settings.sort, order: value === "DESC" ? "DESC" : "ASC" },
                          })
                        }
                      />
                    </SimpleGrid>
                  </Tabs.Content>
                  {saved && (
                    <Tabs.Content value="type">
                      <BlockTypeSettings
                        draft={draft}
                        queries={queryChoices}
                        errors={errors}
                        onSettings={setSettings}
                      />
                    </Tabs.Content>
                  )}
                  {saved && (
                    <Tabs.Content value="info">
                      <Stack gap="1" fontSize="sm">
                        <Text>ID: {saved.id}</Text>
                        <Text>UUID: {saved.uuid}</Text>
                      </Stack>
                    </Tabs.Content>
                  )}
                </Tabs.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              {saved ? (
                <Button colorPalette="red" variant="outline" size="sm" onClick={() => setConfirming(true)}>
                  {t("Delete")}
                </Button>
              ) : (
                <span />
              )}
              <Stack direction="row">
                <Button variant="outline" size="sm" onClick={onClose}>
                  {t("Cancel")}
                </Button>
                <Button colorPalette="teal" size="sm" loading={saving.isPending} onClick={() => void save()}>
                  {t("Save")}
                </Button>
              </Stack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={confirming}
        title={t("Delete")}
        text={t("Are you sure?")}
        confirmLabel={t("Yes")}
        cancelLabel={t("No")}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Dialog.Root>
  );
}
