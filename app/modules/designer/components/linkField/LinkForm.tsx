import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Link } from "../../../../../schemas";
import { fieldErrorsOf } from "../../../../api/fieldErrorsOf";
import { useSaveMutation } from "../../../../hooks/useSaveMutation";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { createLink } from "../../api/createLink";
import { deleteLink } from "../../api/deleteLink";
import { fieldKeys } from "../../api/fieldKeys";
import { listLinkQueries } from "../../api/listLinkQueries";
import { listLinkTargets } from "../../api/listLinkTargets";
import { updateLink } from "../../api/updateLink";
import { useBundleDraft } from "../../preview/PreviewDrafts";
import { toastSaved } from "../../utils/designerToast";
import { FieldUsageList } from "../dataField/FieldUsageList";
import { failureMessage } from "../dataField/failureMessage";
import { obligatoryPatch } from "../dataField/obligatoryPatch";
import { useSavedFieldsRefresh } from "../dataField/useSavedFieldsRefresh";
import { EditorFrame } from "../editorFrame/EditorFrame";
import { LockedNotice } from "../editorFrame/LockedNotice";
import { useUnsavedDraft } from "../editorFrame/useUnsavedDraft";
import { LinkDefaultTab } from "./LinkDefaultTab";
import { LinkDeleteTab } from "./LinkDeleteTab";
import type { LinkDraft } from "./LinkDraft";
import { LinkInfo } from "./LinkInfo";
import { LinkMiscTab } from "./LinkMiscTab";
import { linkCreateBody } from "./linkCreateBody";
import { linkDraftOf } from "./linkDraftOf";
import { linkErrors } from "./linkErrors";
import { linkPatchBody } from "./linkPatchBody";

type TabName = "default" | "misc" | "info" | "delete";

/** Which tab shows an error of a field of the body. */
const TAB_OF: Record<string, TabName> = {
  name: "default",
  typeOfLink: "default",
  childDefDossier: "default",
  "settings.limit_output_to_mis_item": "default",
  cascadeRule: "misc",
  archiveCascadeRule: "misc",
};

export interface LinkFormProps {
  entityId: number;
  environmentId: number;
  saved: Link | undefined;
  onClose: () => void;
  onSaved?: (id: number) => void;
  onCreated: (created: { id: number; name: string }) => void;
}

/** The link editor's tabs and buttons for a new or a loaded link. */
export function LinkForm({ entityId, environmentId, saved, onClose, onSaved, onCreated }: LinkFormProps) {
  const t = useT();
  const locale = useContentLocale();
  const [draft, setDraft] = useState<LinkDraft>(() => linkDraftOf(saved));
  const unsaved = useUnsavedDraft(draft);
  const [tab, setTab] = useState<TabName>("default");
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const refresh = useSavedFieldsRefresh(entityId);
  const entities = useQuery({
    queryKey: fieldKeys.linkTargets(environmentId),
    queryFn: () => listLinkTargets(environmentId),
  });
  const target = draft.childDefDossier === "" ? undefined : Number(draft.childDefDossier);
  const queries = useQuery({
    queryKey: fieldKeys.linkQueries(environmentId, target),
    queryFn: () => listLinkQueries(environmentId, target as number),
    enabled: target !== undefined,
  });
  const errors = { ...serverErrors, ...(tried ? linkErrors(draft) : {}) };
  const tabHasError = (name: TabName) => Object.keys(errors).some((key) => TAB_OF[key] === name);
  // A locked link is not changed until it is unlocked (spec 3-designer section 5).
  const lockedShut = saved?.locked === true && draft.locked;
  const savedObligatory = saved?.obligatory === true;
  const patch = useMemo(
    () =>
      saved && draft.obligatory !== savedObligatory
        ? obligatoryPatch({ link: saved.id }, draft.obligatory)
        : undefined,
    [saved, savedObligatory, draft.obligatory],
  );
  useBundleDraft(`link-${saved?.id ?? "new"}`, patch);

  const change = (next: LinkDraft) => {
    setServerErrors({});
    setFailed(undefined);
    setDraft(next);
  };

  const saving = useSaveMutation({
    save: async () => {
      if (saved) {
        await updateLink(saved.id, linkPatchBody(draft));
        unsaved.markSaved(draft);
        await refresh();
        toastSaved(t);
        onSaved?.(saved.id);
        onClose();
      } else {
        const body = linkCreateBody(draft, { entityId, environmentId });
        const created = await createLink(body);
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
      const tabbed = Object.keys(found).find((key) => TAB_OF[key]);
      if (tabbed) setTab(TAB_OF[tabbed] as TabName);
      else setFailed(failureMessage(failure));
    },
  });

  const save = async () => {
    setTried(true);
    const local = Object.keys(linkErrors(draft))[0];
    if (local) {
      setTab(TAB_OF[local] ?? "default");
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
      await deleteLink(saved.id);
      await refresh();
      onClose();
    } catch (failure) {
      setFailed(failureMessage(failure));
    }
  };

  return (
    <EditorFrame
      title={saved ? t("Edit link field {name}", { name: saved.name }) : t("New link field")}
      tabs={[
        {
          value: "default",
          label: t("Default"),
          hasErrors: tabHasError("default"),
          content: (
            <LinkDefaultTab
              draft={draft}
              existing={saved !== undefined}
              entities={entities.data ?? []}
              queries={queries.data ?? []}
              locale={locale}
              errors={errors}
              onChange={change}
            />
          ),
        },
        {
          value: "misc",
          label: t("Misc"),
          hasErrors: tabHasError("misc"),
          content: <LinkMiscTab draft={draft} onChange={change} />,
        },
        {
          value: "info",
          label: t("Info"),
          content: (
            <>
              {saved && <LinkInfo link={saved} />}
              <FieldUsageList entityId={entityId} owner={saved ? { link: saved.id } : undefined} />
            </>
          ),
        },
        {
          value: "delete",
          label: t("Delete"),
          content: <LinkDeleteTab name={saved?.name} onDelete={remove} />,
        },
      ]}
      tab={tab}
      onTabChange={setTab}
      failure={failed}
      notice={lockedShut && <LockedNotice />}
      dirty={unsaved.dirty}
      saving={saving.isPending}
      saveDisabled={lockedShut}
      onSave={save}
      onCancel={onClose}
    />
  );
}
