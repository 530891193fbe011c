import { useState } from "react";
import type { Locale, Role } from "../../../../schemas";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { draftErrors } from "../utils/draftErrors";
import type { EditorDraft } from "../utils/EditorDraft";
import { failureMessage } from "./dataField/failureMessage";
import { InfoTab } from "./displayItem/InfoTab";
import { SettingsTab } from "./displayItem/SettingsTab";
import { EditorFrame } from "./editorFrame/EditorFrame";
import type { EditorTab } from "./editorFrame/EditorTab";
import { useUnsavedDraft } from "./editorFrame/useUnsavedDraft";
import { FieldTab } from "./FieldTab";
import { LabelsTab } from "./LabelsTab";
import { LayoutTab } from "./LayoutTab";
import { PermissionsTab } from "./PermissionsTab";

type TabName = "labels" | "field" | "layout" | "permissions" | "settings" | "info";

/** Which tab shows an error of a field of the body. */
const TAB_OF: Record<string, TabName> = {
  translations: "labels",
  view: "field",
  defDossierDefField: "field",
  defDossierLink: "field",
  col: "layout",
  colspan: "layout",
  rank: "layout",
  rowspan: "layout",
  displayPosition: "layout",
  permissions_type: "permissions",
  roles: "permissions",
  settings: "settings",
};

/** The tab of an error's key; `settings.deadline` and the like belong to Settings. */
const tabOf = (key: string): TabName | undefined => TAB_OF[key.split(".")[0] ?? key];

/** A 400 answer's key as the editor shows it: settings keep their own name, other nested keys their top field. */
const errorKeyOf = (key: string) => {
  const [top, name] = key.split(/[.[]/);
  return top === "settings" && name ? `settings.${name}` : (top ?? key);
};

export interface DisplayFieldEditorProps {
  draft: EditorDraft;
  title: string;
  locales: Locale[];
  roles: Role[];
  customViews: string[];
  /** The item's entity and environment, for the settings that name their records and queries. */
  entityId: number;
  environmentId: number | undefined;
  /** The language labels show in, such as list options'. */
  locale: string;
  /** For a new item: the positions it may go into. */
  positions?: { id: number; label: string; nextRank: number }[];
  onChange: (draft: EditorDraft) => void;
  /** Sends the draft; rejects with the server's answer. */
  onSave: () => Promise<void>;
  /** Deletes the saved item after the designer confirmed it; rejects with the server's answer. */
  onDelete?: () => Promise<void>;
  onCancel: () => void;
}

/**
 * The display field editor (spec 3-designer section 2 item 5): tabs Labels, Field, Layout, Permissions,
 * Settings (by the item's kind) and Info (a saved item only). Every change goes to the draft at once, so the
 * preview beside it redraws before saving; the layout refuses numbers below 0 and a missing view; a 400
 * answer's errors show on their fields.
 */
export function DisplayFieldEditor(props: DisplayFieldEditorProps) {
  const t = useT();
  const { draft } = props;
  const unsaved = useUnsavedDraft(draft);
  const [tab, setTab] = useState<TabName>("labels");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const isNew = draft.content !== undefined;
  const errors = { ...serverErrors, ...draftErrors(draft) };
  const tabHasError = (name: TabName) => Object.keys(errors).some((key) => tabOf(key) === name);

  const change = (next: EditorDraft) => {
    setServerErrors({});
    setFailed(undefined);
    props.onChange(next);
  };

  const saving = useSaveMutation({
    save: async () => {
      await props.onSave();
      unsaved.markSaved(draft);
    },
    toaster: "designer",
    // A failure no field shows is the editor's own alert.
    failureToast: null,
    onFailure: (_found, failure) => {
      // Nested errors (translations.0.name) belong to their top-level field, settings.x to its setting.
      const found: Record<string, string> = {};
      for (const [key, message] of Object.entries(fieldErrorsOf(failure))) found[errorKeyOf(key)] ??= message;
      setServerErrors(found);
      const tabbed = Object.keys(found).find((key) => tabOf(key));
      if (tabbed) setTab(tabOf(tabbed) as TabName);
      const unplaced = Object.keys(found).some((key) => !tabOf(key));
      if (Object.keys(found).length === 0 || unplaced) setFailed(failureMessage(failure));
    },
  });

  const save = async () => {
    const local = draftErrors(draft);
    const first = Object.keys(local)[0];
    if (first) {
      setTab(tabOf(first) ?? tab);
      saving.toastInvalid();
      return;
    }
    setFailed(undefined);
    await saving.save();
  };

  const remove = async () => {
    setFailed(undefined);
    try {
      await props.onDelete?.();
    } catch (failure) {
      setFailed(failureMessage(failure));
    }
  };

  const tabs: EditorTab<TabName>[] = [
    {
      value: "labels",
      label: t("Labels"),
      content: (
        <LabelsTab draft={draft} locales={props.locales} error={errors.translations} onChange={change} />
      ),
    },
    {
      value: "field",
      label: t("Field"),
      content: (
        <FieldTab
          draft={draft}
          customViews={props.customViews}
          errors={errors}
          onChange={change}
          entityId={props.entityId}
          {...(props.positions ? { positions: props.positions } : {})}
        />
      ),
    },
    {
      value: "layout",
      label: t("Layout"),
      content: <LayoutTab draft={draft} errors={errors} onChange={change} />,
    },
    {
      value: "permissions",
      label: t("Permissions"),
      content: <PermissionsTab draft={draft} roles={props.roles} errors={errors} onChange={change} />,
    },
    {
      value: "settings",
      label: t("Settings"),
      content: (
        <SettingsTab
          draft={draft}
          entityId={props.entityId}
          environmentId={props.environmentId}
          locale={props.locale}
          errors={errors}
          onChange={change}
        />
      ),
    },
    ...(isNew ? [] : [{ value: "info" as const, label: t("Info"), content: <InfoTab item={draft.item} /> }]),
  ];

  return (
    <EditorFrame
      title={props.title}
      tabs={tabs.map((entry) => ({ ...entry, hasErrors: tabHasError(entry.value) }))}
      tab={tab}
      onTabChange={setTab}
      failure={failed}
      deletion={
        !isNew && props.onDelete
          ? {
              title: t("Delete display item"),
              text: t("Are you sure you want to delete this display item?"),
              onConfirm: remove,
            }
          : undefined
      }
      dirty={unsaved.dirty}
      saving={saving.isPending}
      onSave={save}
      onCancel={props.onCancel}
    />
  );
}
