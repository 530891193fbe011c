import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Bundle } from "../../../../../schemas";
import { fieldErrorsOf } from "../../../../api/fieldErrorsOf";
import { useT } from "../../../../i18n/useT";
import { createBaseField } from "../../api/createBaseField";
import { deleteBaseField } from "../../api/deleteBaseField";
import { entityKeys } from "../../api/entityKeys";
import { fieldKeys } from "../../api/fieldKeys";
import { updateBaseField } from "../../api/updateBaseField";
import { useEnvironmentRoles } from "../../hooks/useEnvironmentRoles";
import { useBundleDraft } from "../../preview/PreviewDrafts";
import { toastInvalidForm, toastSaved, toastServerFieldErrors } from "../../utils/designerToast";
import { mapBaseField } from "../../utils/mapBaseField";
import { failureMessage } from "../dataField/failureMessage";
import { useEnvironmentLocales } from "../dataField/useEnvironmentLocales";
import { EditorFrame } from "../editorFrame/EditorFrame";
import type { EditorTab } from "../editorFrame/EditorTab";
import { useUnsavedDraft } from "../editorFrame/useUnsavedDraft";
import type { BaseFieldDetails } from "./BaseFieldDetails";
import type { BaseFieldDraft } from "./BaseFieldDraft";
import { BaseFieldGenericTab } from "./BaseFieldGenericTab";
import { BaseFieldInfoTab } from "./BaseFieldInfoTab";
import { BaseFieldMiscTab } from "./BaseFieldMiscTab";
import type { BaseFieldTab } from "./BaseFieldTab";
import { baseFieldCreateBody } from "./baseFieldCreateBody";
import { baseFieldDraftOf } from "./baseFieldDraftOf";
import { baseFieldErrors } from "./baseFieldErrors";
import { baseFieldPatchBody } from "./baseFieldPatchBody";
import { baseFieldSettingsBody } from "./baseFieldSettingsBody";
import { hasListOptions } from "./hasListOptions";
import { ListOptionTable } from "./ListOptionTable";

/** The tab that shows an error of a field of the body; settings.x belong to Misc. */
const tabOf = (key: string): BaseFieldTab | undefined =>
  key === "name" || key === "type" ? "generic" : key.startsWith("settings") ? "misc" : undefined;

export interface BaseFieldFormProps {
  /** The saved base field; none for a new one. */
  saved: BaseFieldDetails | undefined;
  environmentId: number;
  initialTab: BaseFieldTab;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** A new list field stays open on its options. */
  onCreatedList: (id: number) => void;
}

/** The base field editor's dialog once the saved field (if any) is read. */
export function BaseFieldForm({ saved, environmentId, initialTab, ...props }: BaseFieldFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const locales = useEnvironmentLocales(environmentId);
  const roles = useEnvironmentRoles(environmentId);
  const [draft, setDraft] = useState<BaseFieldDraft>(() => baseFieldDraftOf(saved));
  const unsaved = useUnsavedDraft(draft);
  const [changed, setChanged] = useState(false);
  // The editor's own checks show once Save was tried; the server's always.
  const [tried, setTried] = useState(false);
  const [tab, setTab] = useState<BaseFieldTab>(initialTab);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const [saving, setSaving] = useState(false);
  const used = saved?.used === true;
  const local = baseFieldErrors(draft);
  const errors = tried ? { ...serverErrors, ...local } : serverErrors;
  const tabHasError = (name: BaseFieldTab) => Object.keys(errors).some((key) => tabOf(key) === name);

  // In the field designer the preview follows the settings being edited (multiple, size, restriction...).
  const patch = useMemo(() => {
    if (!changed || !saved || draft.type !== saved.type) return undefined;
    const settings = baseFieldSettingsBody(draft);
    return (bundle: Bundle) => mapBaseField(bundle, saved.id, (field) => ({ ...field, settings }));
  }, [changed, saved, draft]);
  useBundleDraft(`baseField:${saved?.id ?? "new"}`, patch);

  const change = (next: BaseFieldDraft) => {
    setChanged(true);
    setServerErrors({});
    setFailed(undefined);
    setDraft(next);
  };

  const reload = (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: fieldKeys.baseFields(environmentId) }),
      queryClient.invalidateQueries({ queryKey: fieldKeys.baseField(id) }),
      queryClient.invalidateQueries({ queryKey: entityKeys.bundles }),
    ]);

  const failWith = (failure: unknown) => {
    const found = fieldErrorsOf(failure);
    setServerErrors(found);
    const tabbed = Object.keys(found).map(tabOf).find(Boolean);
    if (tabbed) setTab(tabbed);
    if (Object.keys(found).length === 0 || Object.keys(found).some((key) => !tabOf(key))) {
      setFailed(failureMessage(failure));
    }
  };

  const save = async () => {
    setTried(true);
    const first = Object.keys(local)[0];
    if (first) {
      setTab(tabOf(first) ?? tab);
      toastInvalidForm(t);
      return;
    }
    setSaving(true);
    setFailed(undefined);
    try {
      let id: number;
      if (saved) {
        id = saved.id;
        await updateBaseField(id, baseFieldPatchBody(draft, saved.type));
      } else {
        id = (await createBaseField(baseFieldCreateBody(draft, environmentId))).id;
      }
      unsaved.markSaved(draft);
      await reload(id);
      toastSaved(t);
      props.onSaved(id);
      if (!saved && hasListOptions(draft.type)) props.onCreatedList(id);
      else props.onClose();
    } catch (failure) {
      toastServerFieldErrors(t, failure);
      failWith(failure);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!saved) return;
    try {
      await deleteBaseField(saved.id);
      await queryClient.invalidateQueries({ queryKey: fieldKeys.baseFields(environmentId) });
      props.onClose();
    } catch (failure) {
      failWith(failure);
    }
  };

  const tabs: EditorTab<BaseFieldTab>[] = [
    {
      value: "generic",
      label: t("Generic"),
      content: <BaseFieldGenericTab draft={draft} used={used} errors={errors} onChange={change} />,
    },
    {
      value: "misc",
      label: t("Misc"),
      content: (
        <BaseFieldMiscTab
          type={draft.type}
          settings={draft.settings}
          errors={errors}
          onChange={(settings) => change({ ...draft, settings })}
        />
      ),
    },
  ];
  if (hasListOptions(draft.type))
    tabs.push({
      value: "options",
      label: t("List options"),
      content: (
        <ListOptionTable
          baseFieldId={saved?.id}
          environmentId={environmentId}
          locales={locales}
          roles={roles.data ?? []}
        />
      ),
    });
  if (saved)
    tabs.push({
      value: "info",
      label: t("Info"),
      content: <BaseFieldInfoTab field={saved} environmentId={environmentId} />,
    });

  return (
    <EditorFrame
      modal
      title={
        saved ? t("Edit base field {name}", { name: saved.name ?? `#${saved.id}` }) : t("New base field")
      }
      tabs={tabs.map((entry) => ({ ...entry, hasErrors: tabHasError(entry.value) }))}
      tab={tab}
      onTabChange={setTab}
      failure={failed}
      deletion={
        saved && {
          title: t("Delete base field {name}", { name: saved.name ?? "" }),
          text: t("Are you sure you want to delete this item?"),
          onConfirm: remove,
          refusal: used ? "You cannot delete a placed field" : undefined,
        }
      }
      dirty={unsaved.dirty}
      saving={saving}
      onSave={save}
      onCancel={props.onClose}
    />
  );
}
