import { Button, Dialog, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { type CompiledItem, isEmptyValue } from "../../../../engine";
import { formatContextOf } from "../../../../widgets/environment";
import { formatValue } from "../../../../widgets/format";
import { Alert } from "../../../../widgets/theme/Alert";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import type { RecordDetail } from "../../record/api/RecordDetail";
import { recordKeys } from "../../record/api/recordKeys";
import { labelsOf } from "../../record/utils/labelsOf";
import { RECORDS_CHANGED_BY_SOMEONE_ELSE, staleRecordsOf } from "../../record/utils/staleRecordsOf";
import { valuesForModel } from "../../record/utils/valuesForModel";
import { getMergeSource } from "../api/getMergeSource";
import { mergeRecords } from "../api/mergeRecords";
import { useViewModel } from "../hooks/useViewModel";
import type { LinkSource, MergeAction } from "../utils/MergeRequest";
import { initialSide, type MergeField, mergeFields } from "../utils/mergeFields";
import { type LinkMode, mergeRequestOf } from "../utils/mergeRequestOf";
import { MergeChoice } from "./MergeChoice";

/** The versions the two records were read at, by id (a record read without one is left out). */
const versionsOf = (records: readonly RecordDetail[]): Record<number, number> =>
  Object.fromEntries(
    records.flatMap((record) => (record.version === undefined ? [] : [[record.id, record.version]])),
  );

export interface MergeDialogProps {
  entityId: number;
  ids: [number, number];
  /** The entity is archivable and the caller holds archive / holds delete. */
  canArchive: boolean;
  canDelete: boolean;
  onClose: () => void;
  /** After a merge: the list reads its records again. */
  onMerged: () => void;
}

/**
 * The merge wizard for two records: step 1 what becomes of the two (keep, archive, delete), step 2 the
 * value to keep of each field that differs and how links are taken; Finish makes the merged record
 * (POST /contentdossier/merge) and offers a link to it. Every choice is needed ('You must select an option').
 */
export function MergeDialog({ entityId, ids, canArchive, canDelete, onClose, onMerged }: MergeDialogProps) {
  const t = useT();
  const { model, error } = useViewModel(entityId, "edit");
  const sources = useQuery({
    queryKey: recordKeys.mergeSources(ids),
    queryFn: () => Promise.all(ids.map(getMergeSource)),
  });
  const [step, setStep] = useState<1 | 2>(1);
  const [action, setAction] = useState<MergeAction>();
  const [sides, setSides] = useState<Record<number, "left" | "right">>({});
  const [linkMode, setLinkMode] = useState<LinkMode>("default");
  const [linkSides, setLinkSides] = useState<Record<number, LinkSource>>({});
  const [tried, setTried] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The merge was refused because someone else changed a record since it was read here. */
  const [stale, setStale] = useState(false);
  const [merged, setMerged] = useState<number>();

  const saving = useSaveMutation({
    // The request is built inside the save, so a failure building it is the merge's failure too.
    save: (request: () => Parameters<typeof mergeRecords>[0]) => mergeRecords(request()),
    onSaved: (created) => {
      setMerged(created.id);
      onMerged();
    },
    // The dialog says what failed itself.
    invalidToast: false,
    failureToast: null,
    onFailure: (_fields, failure) => {
      if (staleRecordsOf(failure)) {
        // Read the two again, so the user sees what changed and a next Finish merges what is there now.
        setStale(true);
        void sources.refetch();
        return;
      }
      // The spec keeps a failed merge's answer out of sight: it is logged, the dialog says something failed.
      console.error(failure);
      setFailed(true);
    },
  });

  const records = sources.data as [RecordDetail, RecordDetail] | undefined;
  const fields = useMemo<MergeField[]>(
    () =>
      model && records
        ? mergeFields(model, valuesForModel(model, records[0]), valuesForModel(model, records[1]))
        : [],
    [model, records],
  );
  const links = model
    ? model.order.map((id) => model.items[id] as CompiledItem).filter((item) => item.editable && item.link)
    : [];
  const sideOf = (field: MergeField) => sides[field.item.id] ?? initialSide(field);
  const shown = (record: RecordDetail, item: CompiledItem, value: unknown) => {
    if (!model || isEmptyValue(value)) return t("There is no value.");
    const labels = labelsOf(record);
    const ctx = formatContextOf(model, { resolve: (kind, id) => labels.get(`${kind}:${id}`) });
    return formatValue(item, value, "list", ctx);
  };

  const next = () => {
    setTried(true);
    if (!action) return;
    setTried(false);
    setStep(2);
  };
  const finish = async () => {
    setTried(true);
    if (!action || !records) return;
    const open = fields.some((field) => !field.formula && !sideOf(field));
    const openLinks = linkMode === "selectedlinks" && links.some((item) => !linkSides[item.id]);
    if (open || openLinks) return;
    const chosen = Object.fromEntries(
      fields.flatMap((field) => {
        const side = sideOf(field);
        return side ? [[field.item.id, side]] : [];
      }),
    );
    setFailed(false);
    setStale(false);
    await saving.save(() => {
      const request = mergeRequestOf(
        ids,
        fields,
        links,
        { action, sides: chosen, linkMode, linkSides },
        records[0].environment_id,
      );
      const versions = versionsOf(records);
      return Object.keys(versions).length > 0 ? { ...request, versions } : request;
    });
  };

  const loading = !model || sources.isPending;
  return (
    <Dialog.Root
      open
      size="lg"
      closeOnInteractOutside={false}
      onOpenChange={(event) => !event.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Merge")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error || sources.error ? (
                <Alert status="warning">{t("Something went wrong")}</Alert>
              ) : loading ? (
                <Spinner role="status" aria-label={t("Loading")} />
              ) : merged !== undefined ? (
                <Stack gap="3">
                  <Alert status="success">{t("The items have been merged")}</Alert>
                  <Link to="/contentdossier/$id" params={{ id: String(merged) }}>
                    {t("Open the merged item")}
                  </Link>
                </Stack>
              ) : step === 1 ? (
                <MergeChoice
                  legend={t("What should happen to the two old items?")}
                  value={action}
                  showMissing={tried}
                  onChange={(value) => setAction(value as MergeAction)}
                  options={[
                    { value: "keep", label: t("Keep them") },
                    { value: "archive", label: t("Archive them"), disabled: !canArchive },
                    { value: "delete", label: t("Delete them"), disabled: !canDelete },
                  ]}
                />
              ) : (
                <Stack gap="4">
                  {fields.length === 0 && <Text>{t("The two items hold the same values.")}</Text>}
                  {fields.map((field) =>
                    field.formula ? (
                      <Stack key={field.item.id} gap="1">
                        <Text fontWeight="semibold">{field.item.label}</Text>
                        <Text color="fg.muted">{t("This is a formula field and will be recalculated.")}</Text>
                      </Stack>
                    ) : (
                      <MergeChoice
                        key={field.item.id}
                        legend={field.item.label}
                        value={sideOf(field)}
                        showMissing={tried}
                        onChange={(value) =>
                          setSides((old) => ({ ...old, [field.item.id]: value as "left" | "right" }))
                        }
                        options={(["left", "right"] as const).map((side, index) => {
                          const value = side === "left" ? field.left : field.right;
                          return {
                            value: side,
                            label: shown(records?.[index] as RecordDetail, field.item, value),
                            disabled: isEmptyValue(value),
                          };
                        })}
                      />
                    ),
                  )}
                  {links.length > 0 && (
                    <MergeChoice
                      legend={t("Links")}
                      value={linkMode}
                      showMissing={tried}
                      onChange={(value) => setLinkMode(value as LinkMode)}
                      options={[
                        { value: "default", label: t("Copy all links of both items") },
                        { value: "left", label: t("All links of the first item") },
                        { value: "right", label: t("All links of the second item") },
                        { value: "selectedlinks", label: t("Choose per link") },
                      ]}
                    />
                  )}
                  {linkMode === "selectedlinks" &&
                    links.map((item) => (
                      <MergeChoice
                        key={item.id}
                        legend={item.label}
                        value={linkSides[item.id]}
                        showMissing={tried}
                        onChange={(value) =>
                          setLinkSides((old) => ({ ...old, [item.id]: value as LinkSource }))
                        }
                        options={[
                          { value: "left", label: t("From the first item") },
                          { value: "right", label: t("From the second item") },
                          { value: "both", label: t("Both") },
                        ]}
                      />
                    ))}
                  {failed && <Alert status="danger">{t("Something went wrong")}</Alert>}
                  {stale && <Alert status="warning">{t(RECORDS_CHANGED_BY_SOMEONE_ELSE)}</Alert>}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {merged !== undefined ? t("Close") : t("Cancel")}
              </Button>
              {merged === undefined && step === 2 && (
                <Button variant="outline" onClick={() => setStep(1)} disabled={saving.isPending}>
                  {t("Previous")}
                </Button>
              )}
              {merged === undefined && step === 1 && (
                <Button colorPalette="teal" onClick={next} disabled={loading}>
                  {t("Next")}
                </Button>
              )}
              {merged === undefined && step === 2 && (
                <Button colorPalette="teal" onClick={finish} loading={saving.isPending}>
                  {t("Finish")}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
