import { Button, Stack, Text } from "@chakra-ui/react";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { pickTranslation } from "../../../../../engine/translate";
import type { Bundle, ListOption, Locale, Role } from "../../../../../schemas";
import { ListFailure } from "../../../../components/ListFailure";
import { useT } from "../../../../i18n/useT";
import { useContentLocale } from "../../../environment/hooks/useContentLocale";
import { entityKeys } from "../../api/entityKeys";
import { fieldKeys } from "../../api/fieldKeys";
import { listListOptions } from "../../api/listListOptions";
import { updateListOption } from "../../api/updateListOption";
import { useBundleDraft } from "../../preview/PreviewDrafts";
import { listOptionRanks } from "../../utils/listOptionRanks";
import { mapListOptions } from "../../utils/mapListOptions";
import { ListOptionEditor } from "./ListOptionEditor";
import { SortableOptionRow } from "./SortableOptionRow";

export interface ListOptionTableProps {
  /** The saved base field; none while it is new. */
  baseFieldId: number | undefined;
  environmentId: number;
  locales: Locale[];
  roles: Role[];
}

/**
 * The options of a list base field by rank, to add, edit and reorder by dragging (or with the keyboard on a
 * handle: space, arrows, space). A new order rewrites the ranks 0..n and saves only the options whose rank
 * changed (PATCH with the rank alone); the preview shows the new order at once.
 */
export function ListOptionTable(props: ListOptionTableProps) {
  const t = useT();
  if (props.baseFieldId === undefined) return <Text color="fg.muted">{t("Save this item first")}</Text>;
  return <SavedFieldOptions {...props} baseFieldId={props.baseFieldId} />;
}

function SavedFieldOptions({
  baseFieldId,
  environmentId,
  locales,
  roles,
}: ListOptionTableProps & { baseFieldId: number }) {
  const t = useT();
  const locale = useContentLocale();
  const queryClient = useQueryClient();
  const options = useQuery({
    queryKey: fieldKeys.listOptions(baseFieldId),
    queryFn: () => listListOptions(baseFieldId),
  });
  // The order being saved, until the options are read again.
  const [order, setOrder] = useState<ListOption[]>();
  const [editing, setEditing] = useState<{ option: ListOption | undefined }>();
  const [failed, setFailed] = useState(false);
  const shown = order ?? options.data ?? [];
  const labelOf = (option: ListOption) =>
    pickTranslation(option.translations, locale)?.text ?? `#${option.id}`;
  const labelOfId = (id: unknown) => {
    const option = shown.find((other) => other.id === id);
    return option ? labelOf(option) : String(id);
  };

  const patch = useMemo(() => {
    if (!order) return undefined;
    const ranks = new Map(order.map((option, rank) => [option.id, rank]));
    return (bundle: Bundle) =>
      mapListOptions(bundle, baseFieldId, (current) =>
        current.map((option) => ({ ...option, rank: ranks.get(option.id) ?? option.rank })),
      );
  }, [order, baseFieldId]);
  useBundleDraft(`listOptionOrder:${baseFieldId}`, patch);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const reload = () =>
    Promise.all(
      [fieldKeys.listOptions(baseFieldId), fieldKeys.baseField(baseFieldId), entityKeys.bundles].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const dropped = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = shown.findIndex((option) => option.id === active.id);
    const to = shown.findIndex((option) => option.id === over.id);
    const next = arrayMove(shown, from, to);
    setOrder(next);
    setFailed(false);
    try {
      // One after the other, so the ranks never pass through a state the server did not see.
      for (const { id, rank } of listOptionRanks(next)) await updateListOption(id, { rank });
    } catch {
      setFailed(true);
    }
    await reload();
    setOrder(undefined);
  };

  if (options.isPending) return <Text color="fg.muted">{t("Loading")}</Text>;
  if (options.error) return <ListFailure onRetry={() => void options.refetch()} />;
  return (
    <Stack gap="3">
      {shown.length === 0 ? (
        <Text color="fg.muted">{t("No items found")}</Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(event) => void dropped(event)}
          accessibility={{
            screenReaderInstructions: {
              draggable: t(
                "To move an option, press space or enter, use the arrow keys, then press space or enter to drop it or escape to cancel.",
              ),
            },
            announcements: {
              onDragStart: ({ active }) => t("Picked up {name}.", { name: labelOfId(active.id) }),
              onDragOver: ({ active, over }) =>
                over
                  ? t("{name} is over {other}.", { name: labelOfId(active.id), other: labelOfId(over.id) })
                  : undefined,
              onDragEnd: ({ active }) => t("Dropped {name}.", { name: labelOfId(active.id) }),
              onDragCancel: ({ active }) => t("Moving {name} was cancelled.", { name: labelOfId(active.id) }),
            },
          }}
        >
          <SortableContext items={shown.map((option) => option.id)} strategy={verticalListSortingStrategy}>
            <Stack as="ul" gap="0" listStyleType="none" aria-label={t("List options")}>
              {shown.map((option) => (
                <SortableOptionRow
                  key={option.id}
                  id={option.id}
                  label={labelOf(option)}
                  color={option.color || null}
                  isDefault={option.default === true}
                  hidden={(option.settings?.roles ?? []).length > 0}
                  onEdit={() => setEditing({ option })}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      {failed && <Text color="fg.error">{t("Something went wrong")}</Text>}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setEditing({ option: undefined })}>
        {t("Add list option")}
      </Button>
      {editing && (
        <ListOptionEditor
          baseFieldId={baseFieldId}
          environmentId={environmentId}
          option={editing.option}
          nextRank={shown.length === 0 ? 0 : Math.max(...shown.map((option) => option.rank ?? 0)) + 1}
          locales={locales}
          roles={roles}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      )}
    </Stack>
  );
}
