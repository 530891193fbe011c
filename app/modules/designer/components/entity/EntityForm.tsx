import { Button, HStack, Stack, Tabs } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Bundle, Entity, EntityPatch, Locale, Role } from "../../../../../schemas";
import { Alert } from "../../../../../widgets/theme/Alert";
import { fieldErrorsOf } from "../../../../api/fieldErrorsOf";
import { useSaveMutation } from "../../../../hooks/useSaveMutation";
import { useT } from "../../../../i18n/useT";
import { getEntityBundle } from "../../../records/api/getEntityBundle";
import { entityKeys } from "../../api/entityKeys";
import { failureMessage } from "../dataField/failureMessage";
import { TabWithErrors } from "../TabWithErrors";
import type { EntityDraft } from "./EntityDraft";
import { EntityGenericTab } from "./EntityGenericTab";
import { EntityLayoutTab } from "./EntityLayoutTab";
import { EntityViewsTab } from "./EntityViewsTab";
import { entityBody } from "./entityBody";
import { entityDraftOf } from "./entityDraftOf";
import { entityErrors } from "./entityErrors";
import { entityTabOf } from "./entityTabOf";
import { itemChoices } from "./itemChoices";
import { linkChoices } from "./linkChoices";
import { settingChoices } from "./settingChoices";

type TabName = "generic" | "layout" | "views";

export interface EntityFormProps {
  /** The saved entity; undefined for a new one. */
  entity: Entity | undefined;
  /** The saved entity's bundle: its items and custom views for the settings' choices. */
  bundle: Bundle | undefined;
  locale: string;
  locales: Locale[];
  roles: Role[];
  /** Sends the body (POST or PATCH); rejects with the server's answer. */
  onSave: (body: EntityPatch) => Promise<void>;
}

/**
 * The entity editor: tabs Generic (names per language, type, rank, archivable, visibility roles), Layout
 * (add and continue, detail layout, sidebar, hidden fields) and, once the entity exists, Views (kanban,
 * calendar, timeline and Gantt settings). Names are checked before sending; a 400 answer lands on its fields.
 */
export function EntityForm({ entity, bundle, locale, locales, roles, onSave }: EntityFormProps) {
  const t = useT();
  const existing = entity !== undefined;
  const [draft, setDraft] = useState<EntityDraft>(() =>
    entityDraftOf(
      entity,
      locales.map((entry) => entry.code),
    ),
  );
  const [tab, setTab] = useState<TabName>("generic");
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const localErrors = entityErrors(draft);
  const errors = { ...serverErrors, ...(tried ? localErrors : {}) };
  const tabHasError = (name: TabName) => Object.keys(errors).some((key) => entityTabOf(key) === name);

  const taskEntityId = linkChoices(bundle, locale).find(
    (link) => link.id === draft.items.gantt_task_link,
  )?.childId;
  const taskBundle = useQuery({
    queryKey: entityKeys.bundle(taskEntityId, locale),
    queryFn: () => getEntityBundle(taskEntityId as number, locale),
    enabled: taskEntityId !== undefined,
    staleTime: 300_000,
  });
  const choices = useMemo(
    () => settingChoices(bundle, taskEntityId === undefined ? undefined : taskBundle.data, locale),
    [bundle, taskBundle.data, taskEntityId, locale],
  );
  const customViews = (bundle?.custom_views ?? []).map((view) => view.viewName);

  const change = (next: EntityDraft) => {
    setDraft(next);
    setServerErrors({});
    setFailed(undefined);
  };

  const saving = useSaveMutation({
    save: async () => {
      await onSave(entityBody(draft, existing));
    },
    toaster: "designer",
    // A failure no field shows is the editor's own alert.
    failureToast: null,
    onFailure: (_found, failure) => {
      // Errors on one translation (translations.0.name_plural) are shown under the names.
      const found: Record<string, string> = {};
      for (const [key, message] of Object.entries(fieldErrorsOf(failure)))
        found[key.startsWith("translations") ? "translations" : key] ??= message;
      setServerErrors(found);
      const placed = Object.keys(found)[0];
      if (placed) setTab(entityTabOf(placed));
      else setFailed(failureMessage(failure));
    },
  });

  const save = async () => {
    setTried(true);
    const first = Object.keys(localErrors)[0];
    if (first) {
      setTab(entityTabOf(first));
      saving.toastInvalid();
      return;
    }
    setFailed(undefined);
    await saving.save();
  };

  const trigger = (name: TabName, label: string) => (
    <TabWithErrors value={name} label={label} marked={tabHasError(name)} />
  );

  return (
    <Stack gap="4">
      {failed && <Alert status="danger">{t(failed)}</Alert>}
      <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value as TabName)} size="sm">
        <Tabs.List mb="4" flexWrap="wrap">
          {trigger("generic", t("Generic"))}
          {trigger("layout", t("Layout"))}
          {existing && trigger("views", t("Views"))}
        </Tabs.List>
        <Tabs.Content value="generic">
          <EntityGenericTab draft={draft} locales={locales} roles={roles} errors={errors} onChange={change} />
        </Tabs.Content>
        <Tabs.Content value="layout">
          <EntityLayoutTab
            draft={draft}
            sidebarViews={["show", ...customViews]}
            editItems={itemChoices(bundle, locale, "edit")}
            errors={errors}
            onChange={change}
          />
        </Tabs.Content>
        {existing && (
          <Tabs.Content value="views">
            <EntityViewsTab
              draft={draft}
              choices={choices}
              customViews={customViews}
              errors={errors}
              onChange={change}
            />
          </Tabs.Content>
        )}
      </Tabs.Root>
      <HStack justify="end">
        <Button colorPalette="teal" loading={saving.isPending} onClick={save}>
          {t("Save")}
        </Button>
      </HStack>
    </Stack>
  );
}
