import { BaseEdge, type Edge, type EdgeProps } from "@xyflow/react";
import type { ErdLine } from "../utils/ErdLayout";

export type ErdLinkEdgeType = Edge<{ line: ErdLine }, "link">;

/** A link drawn along the route the layout found, with its name; an embedded list dashed. */
export function ErdLinkEdge({ data, markerEnd, style }: EdgeProps<ErdLinkEdgeType>) {
  if (!data) return null;
  const { line } = data;
  const path = line.points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" ");
  return (
    <BaseEdge
      path={path}
      {...(markerEnd ? { markerEnd } : {})}
      {...(style ? { style } : {})}
      label={line.link.name}
      labelX={line.label.x}
      labelY={line.label.y}
      labelBgPadding={[4, 2]}
      labelBgBorderRadius={3}
      data-link-id={line.link.id}
    />
  );
}
