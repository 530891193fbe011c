import { Button, HStack, Stack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Bundle } from "../../../../../schemas";
import { Alert } from "../../../../../widgets/theme/Alert";
import { fieldErrorsOf } from "../../../../api/fieldErrorsOf";
import { useSaveMutation } from "../../../../hooks/useSaveMutation";
import { useT } from "../../../../i18n/useT";
import { entityKeys } from "../../api/entityKeys";
import { updateEntity } from "../../api/updateEntity";
import { useBundleDraft } from "../../preview/PreviewDrafts";
import { toastSaved } from "../../utils/designerToast";
import { failureMessage } from "../dataField/failureMessage";
import type { ConditionDraft } from "./ConditionDraft";
import { ConditionsEditor } from "./ConditionsEditor";
import { conditionChoices } from "./conditionChoices";
import { conditionDrafts } from "./conditionDrafts";
import { conditionErrors } from "./conditionErrors";
import { conditionsOf } from "./conditionsOf";
import { optionItemIds } from "./optionItemIds";
import { serverConditionErrors } from "./serverConditionErrors";
import { withConditions } from "./withConditions";

export interface ConditionsFormProps {
  entityId: number;
  /** The entity's bundle (in the field designer: with the open editors' changes). */
  bundle: Bundle;
  locale: string;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * Edits the entity's conditions and saves them with PATCH /defdossier/{id} {settings: {conditions}} (the
 * server merges settings key by key). In the field designer every unsaved change redraws the preview.
 */
export function ConditionsForm({ entityId, bundle, locale, onSaved, onCancel }: ConditionsFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  // Read once: the bundle handed in later carries this form's own draft.
  const [saved] = useState(() => conditionDrafts(bundle.entity.settings?.conditions));
  const [withOptions] = useState(() => optionItemIds(bundle));
  const [drafts, setDrafts] = useState<ConditionDraft[]>(saved);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string>();
  const hasOptions = (itemId: number) => withOptions.has(itemId);
  const choices = useMemo(() => conditionChoices(bundle, locale, t), [bundle, locale, t]);
  const localErrors = conditionErrors(drafts, hasOptions);
  const errors = tried ? { ...serverErrors, ...localErrors } : serverErrors;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the patch follows the drafts only
  const patch = useMemo(
    () =>
      JSON.stringify(drafts) === JSON.stringify(saved)
        ? undefined
        : (current: Bundle) =>
            withConditions(
              current,
              conditionsOf(drafts, (id) => withOptions.has(id)),
            ),
    [drafts],
  );
  useBundleDraft("conditions", patch);

  const change = (next: ConditionDraft[]) => {
    setDrafts(next);
    setServerErrors({});
    setFailed(undefined);
  };

  const saving = useSaveMutation({
    save: async () => {
      await updateEntity(entityId, { settings: { conditions: conditionsOf(drafts, hasOptions) } });
      await queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(entityId) });
      toastSaved(t);
      onSaved?.();
    },
    toaster: "designer",
    // A failure no field shows is the editor's own alert.
    failureToast: null,
    onFailure: (_found, failure) => {
      const found = serverConditionErrors(fieldErrorsOf(failure));
      setServerErrors(found);
      if (Object.keys(found).length === 0) setFailed(failureMessage(failure));
    },
  });

  const save = async () => {
    setTried(true);
    if (Object.keys(localErrors).length > 0) {
      saving.toastInvalid();
      return;
    }
    setFailed(undefined);
    await saving.save();
  };

  return (
    <Stack gap="4">
      {failed && <Alert status="danger">{t(failed)}</Alert>}
      <ConditionsEditor drafts={drafts} choices={choices} errors={errors} onChange={change} />
      <HStack justify="end" gap="2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t("Cancel")}
          </Button>
        )}
        <Button colorPalette="teal" loading={saving.isPending} onClick={save}>
          {t("Save")}
        </Button>
      </HStack>
    </Stack>
  );
}
