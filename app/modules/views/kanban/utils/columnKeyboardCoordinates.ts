import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Keyboard moves for the board: the left and right arrows carry the picked-up card to the previous or next
 * column (by their places on screen), whatever their widths; other keys do not move it.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = STEPS[event.code];
  const card = context.collisionRect;
  if (step === undefined || !card) return undefined;
  event.preventDefault();
  const columns = [...context.droppableContainers.getEnabled()]
    .flatMap((container) => {
      const rect = context.droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const middle = card.left + card.width / 2;
  const here = columns.findIndex(
    ({ id, rect }) => id === context.over?.id || (middle >= rect.left && middle <= rect.left + rect.width),
  );
  const target = columns[here + step];
  if (here < 0 || !target) return undefined;
  return { x: target.rect.left + (target.rect.width - card.width) / 2, y: currentCoordinates.y };
};
