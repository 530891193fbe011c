import { Stack } from "@chakra-ui/react";
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
import type { DataStructureEntity } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { EntityRow } from "./EntityRow";

export interface EntityOrderListProps {
  entities: readonly DataStructureEntity[];
  names: ReadonlyMap<number, string>;
  /** Called with the whole new order; absent when the user may not change it. */
  onReorder?: (next: DataStructureEntity[]) => void;
}

/**
 * The environment's entities in their order. Users who may change it drag an entity by its handle (or
 * press space on it, the arrow keys, space) or use its up and down buttons.
 */
export function EntityOrderList({ entities, names, onReorder }: EntityOrderListProps) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => names.get(Number(id)) ?? String(id);
  const move = (from: number, to: number) => {
    if (!onReorder || to < 0 || to >= entities.length || from === to) return;
    onReorder(arrayMove([...entities], from, to));
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(
      entities.findIndex((entity) => entity.id === active.id),
      entities.findIndex((entity) => entity.id === over.id),
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        screenReaderInstructions: {
          draggable: t(
            "To move an entity, press space or enter, use the arrow keys, then press space or enter to drop it or escape to cancel.",
          ),
        },
        announcements: {
          onDragStart: ({ active }) => t("Picked up {name}.", { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t("{name} is over {other}.", { name: nameOf(active.id), other: nameOf(over.id) })
              : undefined,
          onDragEnd: ({ active }) => t("Dropped {name}.", { name: nameOf(active.id) }),
          onDragCancel: ({ active }) => t("Moving {name} was cancelled.", { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={entities.map((entity) => entity.id)} strategy={verticalListSortingStrategy}>
        <Stack as="ol" gap="2" listStyleType="none" ms="0" aria-label={t("Entities")}>
          {entities.map((entity, index) => (
            <EntityRow
              key={entity.id}
              entity={entity}
              name={nameOf(entity.id)}
              names={names}
              first={index === 0}
              last={index === entities.length - 1}
              {...(onReorder ? { onMove: (offset: -1 | 1) => move(index, index + offset) } : {})}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
