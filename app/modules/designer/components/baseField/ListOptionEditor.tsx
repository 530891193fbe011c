import { useMemo, useState } from "react";
import { pickTranslation } from "../../../../../engine/translate";
import type { Bundle, ListOption, Locale, Role } from "../../../../../schemas";
import { fieldErrorsOf } from "../../../../api/fieldErrorsOf";
import { useSaveMutation } from "../../../../hooks/useSaveMutation";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { createListOption } from "../../api/createListOption";
import { deleteListOption } from "../../api/deleteListOption";
import { updateListOption } from "../../api/updateListOption";
import { useBundleDraft } from "../../preview/PreviewDrafts";
import { mapListOptions } from "../../utils/mapListOptions";
import { failureMessage } from "../dataField/failureMessage";
import { EditorFrame } from "../editorFrame/EditorFrame";
import { useUnsavedDraft } from "../editorFrame/useUnsavedDraft";
import type { ListOptionDraft } from "./ListOptionDraft";
import { ListOptionGenericTab } from "./ListOptionGenericTab";
import { ListOptionLayoutTab } from "./ListOptionLayoutTab";
import { ListOptionVisibilityTab } from "./ListOptionVisibilityTab";
import { listOptionBody } from "./listOptionBody";
import { listOptionDraftOf } from "./listOptionDraftOf";
import { listOptionErrors } from "./listOptionErrors";
import { listOptionOfDraft } from "./listOptionOfDraft";

type TabName = "generic" | "layout" | "visibility";

/** Which tab shows an error of a field of the body. */
const TAB_OF: Record<string, TabName> = {
  translations: "generic",
  default: "generic",
  color: "layout",
  rank: "layout",
  settings: "visibility",
};

export interface ListOptionEditorProps {
  baseFieldId: number;
  environmentId: number;
  /** The saved option; none for a new one. */
  option: ListOption | undefined;
  /** Where a new option goes: after the others. */
  nextRank: number;
  locales: Locale[];
  roles: Role[];
  onClose: () => void;
  /** After a save or a delete: reads the options (and the preview's bundle) again before the editor closes. */
  onSaved: () => Promise<unknown>;
}

/**
 * The list option editor (spec 3-designer section 2 item 1): side tabs Generic (texts per language, default),
 * Layout (colour) and Visibility (roles it is hidden from). In the field designer the preview draws the
 * option as it is being edited. Delete asks first.
 */
export function ListOptionEditor(props: ListOptionEditorProps) {
  const t = useT();
  const locale = useContentLocale();
  const { option, baseFieldId, environmentId } = props;
  const [draft, setDraft] = useState<ListOptionDraft>(() => listOptionDraftOf(option, props.nextRank));
  const unsaved = useUnsavedDraft(draft);
  const [changed, setChanged] = useState(false);
  // The editor's own checks show once Save was tried; the server's always.
  const [tried, setTried] = useState(false);
  const [tab, setTab] = useState<TabName>("generic");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const shownErrors = tried ? { ...serverErrors, ...listOptionErrors(draft) } : serverErrors;
  const tabHasError = (name: TabName) => Object.keys(shownErrors).some((key) => TAB_OF[key] === name);
  const scope = { baseFieldId, environmentId };

  const patch = useMemo(() => {
    if (!changed) return undefined;
    const edited = listOptionOfDraft(draft, { optionId: option?.id, baseFieldId, environmentId });
    return (bundle: Bundle) =>
      mapListOptions(bundle, baseFieldId, (options) =>
        options.some((other) => other.id === edited.id)
          ? options.map((other) => (other.id === edited.id ? edited : other))
          : [...options, edited],
      );
  }, [changed, draft, option?.id, baseFieldId, environmentId]);
  useBundleDraft(`listOption:${baseFieldId}`, patch);

  const change = (next: ListOptionDraft) => {
    setChanged(true);
    setServerErrors({});
    setFailed(undefined);
    setDraft(next);
  };

  const failWith = (failure: unknown) => {
    const found: Record<string, string> = {};
    for (const [key, message] of Object.entries(fieldErrorsOf(failure))) {
      const field = key.split(/[.[]/)[0] ?? key;
      found[field] ??= message;
    }
    setServerErrors(found);
    const tabbed = Object.keys(found).find((key) => TAB_OF[key]);
    if (tabbed) setTab(TAB_OF[tabbed] as TabName);
    if (Object.keys(found).length === 0 || Object.keys(found).some((key) => !TAB_OF[key]))
      setFailed(failureMessage(failure));
  };

  const saving = useSaveMutation({
    save: async () => {
      const body = listOptionBody(draft, scope);
      if (option) await updateListOption(option.id, body);
      else await createListOption(body);
      unsaved.markSaved(draft);
      // The preview keeps the draft until the saved option is read back.
      await props.onSaved();
      props.onClose();
    },
    toaster: "designer",
    // A failure no field shows is the editor's own alert.
    failureToast: null,
    onFailure: (_found, failure) => {
      failWith(failure);
    },
  });

  const save = async () => {
    setTried(true);
    const first = Object.keys(listOptionErrors(draft))[0];
    if (first) {
      setTab(TAB_OF[first] ?? tab);
      saving.toastInvalid();
      return;
    }
    setFailed(undefined);
    await saving.save();
  };

  const remove = async () => {
    if (!option) return;
    try {
      await deleteListOption(option.id);
      await props.onSaved();
      props.onClose();
    } catch (failure) {
      failWith(failure);
    }
  };

  const label = pickTranslation(
    draft.translations.filter((translation) => translation.text.trim() !== ""),
    locale,
  )?.text;
  const title = option
    ? t("Edit list option {name}", {
        name: pickTranslation(option.translations, locale)?.text ?? `#${option.id}`,
      })
    : t("New list option");

  return (
    <EditorFrame
      modal
      sideTabs
      title={title}
      tabs={[
        {
          value: "generic",
          label: t("Generic"),
          hasErrors: tabHasError("generic"),
          content: (
            <ListOptionGenericTab
              draft={draft}
              locales={props.locales}
              errors={shownErrors}
              onChange={change}
            />
          ),
        },
        {
          value: "layout",
          label: t("Layout"),
          hasErrors: tabHasError("layout"),
          content: (
            <ListOptionLayoutTab
              draft={draft}
              label={label ?? ""}
              error={shownErrors.color}
              onChange={change}
            />
          ),
        },
        {
          value: "visibility",
          label: t("Visibility"),
          hasErrors: tabHasError("visibility"),
          content: (
            <ListOptionVisibilityTab
              draft={draft}
              roles={props.roles}
              error={shownErrors.settings}
              onChange={change}
            />
          ),
        },
      ]}
      tab={tab}
      onTabChange={setTab}
      failure={failed}
      deletion={
        option && {
          title: t("Delete list option"),
          text: t("Are you sure you want to delete this item?"),
          onConfirm: remove,
        }
      }
      dirty={unsaved.dirty}
      saving={saving.isPending}
      onSave={save}
      onCancel={props.onClose}
    />
  );
}
