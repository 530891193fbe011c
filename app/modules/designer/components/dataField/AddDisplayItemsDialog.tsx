import { Button, Dialog, Portal, Tabs, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Alert } from "../../../../../widgets/theme/Alert";
import { ListFailure } from "../../../../components/ListFailure";
import { useSaveMutation } from "../../../../hooks/useSaveMutation";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { entityKeys } from "../../api/entityKeys";
import { listEntityCustomViews } from "../../api/listEntityCustomViews";
import { listEntityPositions } from "../../api/listEntityPositions";
import { quickCreateDisplayItem } from "../../api/quickCreateDisplayItem";
import type { ItemChoice } from "./ItemChoice";
import { ItemLabels } from "./ItemLabels";
import { quickItemBodies } from "./quickItemBodies";
import { useEntityDisplayItems } from "./useEntityDisplayItems";
import { useEnvironmentLocales } from "./useEnvironmentLocales";
import { useSavedFieldsRefresh } from "./useSavedFieldsRefresh";
import { ViewChoices } from "./ViewChoices";

const FIXED_VIEWS = ["edit", "show", "list", "search", "advanced-search"];

export interface AddDisplayItemsDialogProps {
  entityId: number;
  environmentId: number;
  /** The data field or link just created. */
  owner: { dataField: number } | { link: number };
  /** Its saved name, the labels' starting value. */
  name: string;
  onDone: () => void;
}

/**
 * The follow-up of a new data field or link (spec 3-designer section 2 item 6): Yes places it in each chosen
 * view with one POST /displayitem, No leaves it unplaced.
 */
export function AddDisplayItemsDialog(props: AddDisplayItemsDialogProps) {
  const t = useT();
  const locale = useContentLocale();
  const locales = useEnvironmentLocales(props.environmentId);
  const positions = useQuery({
    queryKey: entityKeys.positions(props.entityId),
    queryFn: () => listEntityPositions(props.entityId),
  });
  const customViews = useQuery({
    queryKey: entityKeys.customViews(props.entityId),
    queryFn: () => listEntityCustomViews(props.entityId),
  });
  const existing = useEntityDisplayItems(props.entityId);
  const refresh = useSavedFieldsRefresh(props.entityId);
  const [tab, setTab] = useState("general");
  const [chosen, setChosen] = useState<ItemChoice[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);

  const sorted = useMemo(
    () => [...(positions.data ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.id - b.id),
    [positions.data],
  );
  const defaultPosition =
    (sorted.find((position) => position.type === "main_content") ?? sorted[0])?.id ?? null;
  const views = [...new Set([...FIXED_VIEWS, ...(customViews.data ?? []).map((view) => view.viewName)])];
  // Until the labels tab is touched every language starts with the field's name.
  const labelOf = (code: string) => labels[code] ?? props.name;
  const loading = positions.isPending || customViews.isPending || !existing.isFetchedAfterMount;
  // Without the saved items the ranks cannot be known.
  const unavailable = positions.error ?? customViews.error ?? existing.error;

  const saving = useSaveMutation({
    save: async () => {
      try {
        const bodies = quickItemBodies({
          entityId: props.entityId,
          environmentId: props.environmentId,
          owner: props.owner,
          choices: chosen,
          translations: locales.map((entry) => ({ culture: entry.code, name: labelOf(entry.code) })),
          existing: existing.data ?? [],
        });
        // A view whose item is made leaves the choice, so trying again after a failure makes no duplicate.
        for (const [index, body] of bodies.entries()) {
          await quickCreateDisplayItem(body);
          const done = chosen[index]?.view;
          setChosen((current) => current.filter((choice) => choice.view !== done));
        }
      } catch (failure) {
        // Still saving while the items made so far are read back, so a retry counts them.
        setFailed(true);
        await refresh();
        throw failure;
      }
      await refresh();
    },
    onSaved: () => props.onDone(),
    toaster: "designer",
    // The dialog says it failed itself.
    invalidToast: false,
    failureToast: null,
  });

  const yes = async () => {
    setFailed(false);
    await saving.save();
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      closeOnInteractOutside={false}
      onOpenChange={(e) => !e.open && props.onDone()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Add display items?")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {failed && (
                <Alert status="danger" mb="3">
                  {t("Something went wrong")}
                </Alert>
              )}
              <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value)} size="sm">
                <Tabs.List mb="4">
                  <Tabs.Trigger value="general">{t("General")}</Tabs.Trigger>
                  <Tabs.Trigger value="labels">{t("Labels")}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="general">
                  {unavailable ? (
                    <ListFailure
                      onRetry={() => {
                        for (const query of [positions, customViews, existing])
                          if (query.error) void query.refetch();
                      }}
                    />
                  ) : loading ? (
                    <Text color="fg.muted">{t("Loading")}</Text>
                  ) : (
                    <ViewChoices
                      views={views}
                      positions={sorted}
                      locale={locale}
                      chosen={chosen}
                      defaultPosition={defaultPosition}
                      onChange={setChosen}
                    />
                  )}
                </Tabs.Content>
                <Tabs.Content value="labels">
                  <ItemLabels
                    locales={locales}
                    labels={Object.fromEntries(locales.map((entry) => [entry.code, labelOf(entry.code)]))}
                    onChange={setLabels}
                  />
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onDone} disabled={saving.isPending}>
                {t("No")}
              </Button>
              <Button
                colorPalette="teal"
                loading={saving.isPending}
                disabled={loading || !!unavailable || chosen.length === 0}
                onClick={yes}
              >
                {t("Yes")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
