import { Button, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { fieldTypeOf, isEmptyValue, type Values, type ViewModel } from "../../../../engine";
import { formatContextOf } from "../../../../widgets/environment";
import type { WidgetServices } from "../../../../widgets/services";
import { useT } from "../../../i18n/useT";
import { MergeChoice } from "../../records/components/MergeChoice";
import type { VersionConflict } from "../utils/versionConflictOf";

export type ConflictChoice = "mine" | "theirs";

export interface VersionConflictDialogProps {
  conflict: VersionConflict | undefined;
  model: ViewModel;
  services: WidgetServices;
  /** This user's values, by item id. */
  mine: Values;
  /** Saves again with a choice per conflicting item. */
  onResolve: (choices: Record<string, ConflictChoice>) => void;
  onClose: () => void;
}

/**
 * 'Changed by someone else': per field that another user saved while this one was editing, their value
 * and this user's, and a choice which to keep (keep mine by default); Save sends the choice.
 */
export function VersionConflictDialog({
  conflict,
  model,
  services,
  mine,
  onResolve,
  onClose,
}: VersionConflictDialogProps) {
  const t = useT();
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const format = (itemId: string, value: unknown) => {
    const item = model.items[itemId];
    if (!item || isEmptyValue(value)) return t("There is no value.");
    return (
      // A value as a list cell shows it: one line of plain text (rich text without its markup).
      fieldTypeOf(item.type)?.format(value, item, "list", formatContextOf(model, services)) || String(value)
    );
  };
  const ids = Object.keys(conflict?.current ?? {}).filter((id) => model.items[id]);
  const close = () => {
    setChoices({});
    onClose();
  };
  return (
    <Dialog.Root open={conflict !== undefined} size="lg" onOpenChange={(event) => !event.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Changed by someone else")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  {t("{name} saved this item while you were editing it. Choose which value to keep.", {
                    name: conflict?.modifiedBy ?? t("Someone else"),
                  })}
                </Text>
                {ids.map((id) => (
                  <MergeChoice
                    key={id}
                    legend={model.items[id]?.label ?? id}
                    value={choices[id] ?? "mine"}
                    showMissing={false}
                    options={[
                      { value: "mine", label: t("Keep mine: {value}", { value: format(id, mine[id]) }) },
                      {
                        value: "theirs",
                        label: t("Take theirs: {value}", { value: format(id, conflict?.current[id]) }),
                      },
                    ]}
                    onChange={(value) =>
                      setChoices((before) => ({ ...before, [id]: value as ConflictChoice }))
                    }
                  />
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={close}>
                {t("Cancel")}
              </Button>
              <Button
                colorPalette="teal"
                onClick={() => {
                  const chosen = Object.fromEntries(ids.map((id) => [id, choices[id] ?? "mine"]));
                  setChoices({});
                  onResolve(chosen);
                }}
              >
                {t("Save")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
