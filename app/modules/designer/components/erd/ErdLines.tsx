import type { ErdEntity } from "./ErdEntity";

/** Where a line leaves one box for another: facing sides, or bottom to top in one column. */
function endsOf(from: ErdEntity, to: ErdEntity) {
  const middle = (box: ErdEntity) => box.y + Math.min(box.height / 2, 40);
  if (to.x > from.x) return { x1: from.x + from.width, y1: middle(from), x2: to.x, y2: middle(to) };
  if (to.x < from.x) return { x1: from.x, y1: middle(from), x2: to.x + to.width, y2: middle(to) };
  const down = to.y > from.y;
  const x = from.x + from.width / 2;
  return { x1: x, y1: down ? from.y + from.height : from.y, x2: x, y2: down ? to.y : to.y + to.height };
}

/** The links between the boxes as lines with an arrow and the link's name; embedded lists dashed. */
export function ErdLines({ boxes, width, height }: { boxes: ErdEntity[]; width: number; height: number }) {
  const byId = new Map(boxes.map((box) => [box.id, box]));
  return (
    <svg
      aria-hidden="true"
      width={width}
      height={height}
      style={{ position: "absolute", inset: 0, overflow: "visible", pointerEvents: "none" }}
    >
      <defs>
        <marker
          id="erd-arrow"
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          orient="auto"
        >
          <path d="M0 0 L10 5 L0 10 z" fill="currentColor" />
        </marker>
      </defs>
      {boxes.flatMap((from) =>
        from.links.flatMap((link) => {
          const to = byId.get(link.childId);
          if (!to) return [];
          if (to.id === from.id) {
            // A link to its own entity: a loop on the box's right side.
            const x = from.x + from.width;
            const y = from.y + 20;
            return [
              <g key={link.id} data-link-id={link.id}>
                <path
                  d={`M${x} ${y} c40 0 40 30 0 30`}
                  fill="none"
                  stroke="currentColor"
                  strokeDasharray={link.embedded ? "6 4" : undefined}
                  markerEnd="url(#erd-arrow)"
                />
                <text x={x + 34} y={y + 18} fontSize="11" fill="currentColor">
                  {link.name}
                </text>
              </g>,
            ];
          }
          const { x1, y1, x2, y2 } = endsOf(from, to);
          return [
            <g key={link.id} data-link-id={link.id}>
              <line
                x1={x1}
                y1={y1}
                x2={x2}
                y2={y2}
                stroke="currentColor"
                strokeDasharray={link.embedded ? "6 4" : undefined}
                markerEnd="url(#erd-arrow)"
              />
              <text
                x={(x1 + x2) / 2}
                y={(y1 + y2) / 2 - 4}
                fontSize="11"
                textAnchor="middle"
                fill="currentColor"
              >
                {link.name}
              </text>
            </g>,
          ];
        }),
      )}
    </svg>
  );
}
