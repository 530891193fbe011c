import { Button, Fieldset, Progress, Stack, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { pickTranslation } from "../../../../../engine/translate";
import { Alert } from "../../../../../widgets/theme/Alert";
import { ListFailure } from "../../../../components/ListFailure";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { createBaseField } from "../../api/createBaseField";
import { createListOption } from "../../api/createListOption";
import { entityKeys } from "../../api/entityKeys";
import { fieldKeys } from "../../api/fieldKeys";
import { getBaseField } from "../../api/getBaseField";
import { listBaseFields } from "../../api/listBaseFields";
import { listEnvironmentEntities } from "../../api/listEnvironmentEntities";
import { moveDataField } from "../../api/moveDataField";
import { baseFieldCopyName } from "../../utils/baseFieldCopyName";
import { EditorDialog } from "../editorFrame/EditorDialog";
import { PlacementCheckbox } from "./PlacementCheckbox";

/** How long the dialog shows its success before it closes (spec 3-designer section 9). */
const closeDelay = 600;

export interface DuplicateBaseFieldDialogProps {
  baseFieldId: number;
  environmentId: number;
  onClose: () => void;
  onDuplicated?: (id: number) => void;
}

type Phase =
  | { kind: "choosing" }
  | { kind: "copying"; done: number; total: number }
  | { kind: "done" }
  | { kind: "failed" };

/**
 * The duplicate-base-field dialog (spec 3-designer sections 2 and 4): the copy is named with the next free
 * ' #n', gets the original's options, and the placements chosen here are moved to it one by one under a
 * progress bar. The dialog closes 600 ms after it succeeds.
 */
export function DuplicateBaseFieldDialog({
  baseFieldId,
  environmentId,
  ...props
}: DuplicateBaseFieldDialogProps) {
  const t = useT();
  const locale = useContentLocale();
  const queryClient = useQueryClient();
  const original = useQuery({
    queryKey: fieldKeys.baseField(baseFieldId),
    queryFn: () => getBaseField(baseFieldId),
  });
  const all = useQuery({
    queryKey: fieldKeys.baseFields(environmentId),
    queryFn: () => listBaseFields(environmentId),
  });
  const entities = useQuery({
    queryKey: entityKeys.ofEnvironment(environmentId),
    queryFn: () => listEnvironmentEntities(environmentId),
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: "choosing" });
  const { onClose } = props;

  useEffect(() => {
    if (phase.kind !== "done") return;
    const timer = setTimeout(onClose, closeDelay);
    return () => clearTimeout(timer);
  }, [phase.kind, onClose]);

  const field = original.data;
  const copyName =
    field && all.data
      ? baseFieldCopyName(
          field.name ?? "",
          all.data.map((other) => other.name ?? ""),
        )
      : undefined;
  const entityName = (id: number) => {
    const entity = entities.data?.find((other) => other.id === id);
    return (entity && pickTranslation(entity.translations, locale)?.name_plural) ?? entity?.name ?? `#${id}`;
  };

  const duplicate = async () => {
    if (!field || copyName === undefined) return;
    const options = [...(field.def_field_lists ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    const placements = field.usage.filter((placement) => chosen.includes(placement.id));
    const total = 1 + options.length + placements.length;
    let done = 0;
    const step = () => setPhase({ kind: "copying", done: ++done, total });
    setPhase({ kind: "copying", done, total });
    try {
      const copy = await createBaseField({
        name: copyName,
        settings: field.settings ?? {},
        environment: environmentId,
        type: field.type,
        uuid: crypto.randomUUID(),
      });
      step();
      for (const option of options) {
        await createListOption({
          color: option.color ?? null,
          default: option.default === true,
          defField: copy.id,
          translations: option.translations,
          rank: option.rank ?? 0,
          settings: option.settings ?? { roles: [] },
          environment: environmentId,
        });
        step();
      }
      // One by one, as the progress bar shows.
      for (const placement of placements) {
        await moveDataField(placement.id, copy.id);
        step();
      }
      await Promise.all(
        [fieldKeys.baseFields(environmentId), fieldKeys.baseField(baseFieldId), entityKeys.bundles].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
      setPhase({ kind: "done" });
      props.onDuplicated?.(copy.id);
    } catch {
      setPhase({ kind: "failed" });
    }
  };

  const busy = phase.kind === "copying" || phase.kind === "done";
  const toggle = (id: number, on: boolean) =>
    setChosen((current) =>
      on ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id),
    );

  const footer = (
    <>
      <Button variant="outline" disabled={busy} onClick={onClose}>
        {t("Cancel")}
      </Button>
      <Button
        colorPalette="teal"
        loading={phase.kind === "copying"}
        disabled={!copyName || busy}
        onClick={duplicate}
      >
        {t("Duplicate")}
      </Button>
    </>
  );

  return (
    <EditorDialog
      title={t("Duplicate base field {name}", { name: field?.name ?? "" })}
      size="md"
      footer={footer}
      onClose={() => !busy && onClose()}
    >
      {original.error || all.error ? (
        <ListFailure
          onRetry={() => {
            if (original.error) void original.refetch();
            if (all.error) void all.refetch();
          }}
        />
      ) : !field || copyName === undefined ? (
        <Text color="fg.muted">{t("Loading")}</Text>
      ) : (
        <Stack gap="4">
          <Text>{t("The copy is named {name}; its list options are copied too.", { name: copyName })}</Text>
          {field.usage.length === 0 ? (
            <Text color="fg.muted">{t("Not placed on any entity")}</Text>
          ) : (
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="medium">{t("Move these placements to the copy")}</Fieldset.Legend>
              <Fieldset.HelperText>
                {t("Hold Shift and move over the boxes to tick several at once.")}
              </Fieldset.HelperText>
              <Stack gap="1" maxH="250px" overflowY="auto">
                {field.usage.map((placement) => (
                  <PlacementCheckbox
                    key={placement.id}
                    id={`duplicate-placement-${placement.id}`}
                    label={`${entityName(placement.def_dossier_id)}: ${placement.name}`}
                    checked={chosen.includes(placement.id)}
                    disabled={busy}
                    onChange={(on) => toggle(placement.id, on)}
                  />
                ))}
              </Stack>
            </Fieldset.Root>
          )}
          {phase.kind !== "choosing" && phase.kind !== "failed" && (
            <Progress.Root
              value={phase.kind === "done" ? 100 : Math.round((phase.done / phase.total) * 100)}
              colorPalette="teal"
              size="sm"
            >
              <Progress.Label>{t("Duplicating")}</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {phase.kind === "done" && <Alert status="success">{t("The base field has been duplicated")}</Alert>}
          {phase.kind === "failed" && <Alert status="danger">{t("Something went wrong")}</Alert>}
        </Stack>
      )}
    </EditorDialog>
  );
}
