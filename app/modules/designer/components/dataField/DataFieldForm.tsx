import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { DataField } from "../../../../../schemas";
import { fieldErrorsOf } from "../../../../api/fieldErrorsOf";
import { useSaveMutation } from "../../../../hooks/useSaveMutation";
import { useT } from "../../../../i18n/useT";
import { createDataField } from "../../api/createDataField";
import { deleteDataField } from "../../api/deleteDataField";
import { fieldKeys } from "../../api/fieldKeys";
import { searchBaseFields } from "../../api/searchBaseFields";
import { updateDataField } from "../../api/updateDataField";
import { useBundleDraft } from "../../preview/PreviewDrafts";
import { toastSaved } from "../../utils/designerToast";
import { EditorFrame } from "../editorFrame/EditorFrame";
import { LockedNotice } from "../editorFrame/LockedNotice";
import { useUnsavedDraft } from "../editorFrame/useUnsavedDraft";
import { BaseFieldActions } from "./BaseFieldActions";
import { DataFieldDefaultTab } from "./DataFieldDefaultTab";
import type { DataFieldDraft } from "./DataFieldDraft";
import { DataFieldMiscTab } from "./DataFieldMiscTab";
import { dataFieldBody } from "./dataFieldBody";
import { dataFieldDraftOf } from "./dataFieldDraftOf";
import { dataFieldErrors } from "./dataFieldErrors";
import { FieldUsageList } from "./FieldUsageList";
import { failureMessage } from "./failureMessage";
import { obligatoryPatch } from "./obligatoryPatch";
import { useSavedFieldsRefresh } from "./useSavedFieldsRefresh";

/** Fields of the body shown on the Default tab; other errors go to the alert. */
const DEFAULT_FIELDS = new Set(["name", "defField"]);

export interface DataFieldFormProps {
  entityId: number;
  environmentId: number;
  saved: DataField | undefined;
  onClose: () => void;
  onSaved?: (id: number) => void;
  onCreated: (created: { id: number; name: string }) => void;
}

/** The data field editor's tabs and buttons for a new or a loaded data field. */
export function DataFieldForm({
  entityId,
  environmentId,
  saved,
  onClose,
  onSaved,
  onCreated,
}: DataFieldFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<DataFieldDraft>(() => dataFieldDraftOf(saved));
  const unsaved = useUnsavedDraft(draft);
  const [tab, setTab] = useState("default");
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const refresh = useSavedFieldsRefresh(entityId);
  const baseFields = useQuery({
    queryKey: fieldKeys.baseFields(environmentId),
    queryFn: () => searchBaseFields(environmentId),
  });
  const errors = { ...serverErrors, ...(tried ? dataFieldErrors(draft) : {}) };
  // A locked data field is not changed until it is unlocked (spec 3-designer section 5).
  const lockedShut = saved?.locked === true && draft.locked;
  const savedObligatory = saved?.obligatory === true;
  const patch = useMemo(
    () =>
      saved && draft.obligatory !== savedObligatory
        ? obligatoryPatch({ dataField: saved.id }, draft.obligatory)
        : undefined,
    [saved, savedObligatory, draft.obligatory],
  );
  useBundleDraft(`data-field-${saved?.id ?? "new"}`, patch);

  const change = (next: DataFieldDraft) => {
    setServerErrors({});
    setFailed(undefined);
    setDraft(next);
  };

  const saving = useSaveMutation({
    save: async () => {
      const body = dataFieldBody(draft, { entityId, environmentId });
      if (saved) {
        await updateDataField(saved.id, { ...body, id: saved.id });
        unsaved.markSaved(draft);
        await refresh();
        toastSaved(t);
        onSaved?.(saved.id);
        onClose();
      } else {
        const created = await createDataField(body);
        unsaved.markSaved(draft);
        await refresh();
        onSaved?.(created.id);
        onCreated({ id: created.id, name: body.name });
      }
    },
    toaster: "designer",
    // A failure no field shows is the editor's own alert.
    failureToast: null,
    onFailure: (_found, failure) => {
      const found = fieldErrorsOf(failure);
      setServerErrors(found);
      if (Object.keys(found).some((key) => DEFAULT_FIELDS.has(key))) setTab("default");
      if (!Object.keys(found).some((key) => DEFAULT_FIELDS.has(key))) setFailed(failureMessage(failure));
    },
  });

  const save = async () => {
    setTried(true);
    if (Object.keys(dataFieldErrors(draft)).length > 0) {
      setTab("default");
      saving.toastInvalid();
      return;
    }
    setFailed(undefined);
    await saving.save();
  };

  const remove = async () => {
    if (!saved) return;
    setFailed(undefined);
    try {
      await deleteDataField(saved.id);
      await refresh();
      onClose();
    } catch (failure) {
      setFailed(failureMessage(failure));
    }
  };

  return (
    <EditorFrame
      title={saved ? t("Edit data field {name}", { name: saved.name }) : t("New data field")}
      tabs={[
        {
          value: "default",
          label: t("Default"),
          hasErrors: Object.keys(errors).some((key) => DEFAULT_FIELDS.has(key)),
          content: (
            <DataFieldDefaultTab
              draft={draft}
              baseFields={baseFields.data ?? []}
              errors={errors}
              baseFieldAction={
                <BaseFieldActions
                  environmentId={environmentId}
                  chosen={draft.defField}
                  onCreated={(id) => change({ ...draft, defField: String(id) })}
                />
              }
              onChange={change}
            />
          ),
        },
        {
          value: "misc",
          label: t("Misc"),
          content: (
            <DataFieldMiscTab
              baseField={baseFields.data?.find((field) => String(field.id) === draft.defField)}
            />
          ),
        },
        {
          value: "info",
          label: t("Info"),
          content: <FieldUsageList entityId={entityId} owner={saved ? { dataField: saved.id } : undefined} />,
        },
      ]}
      tab={tab}
      onTabChange={setTab}
      failure={failed}
      notice={lockedShut && <LockedNotice />}
      deletion={
        saved && {
          title: t("Delete data field"),
          text: t("Delete {name}? Its display items and the values saved in it are deleted too.", {
            name: saved.name,
          }),
          onConfirm: remove,
        }
      }
      dirty={unsaved.dirty}
      saving={saving.isPending}
      saveDisabled={lockedShut}
      onSave={save}
      onCancel={onClose}
    />
  );
}
