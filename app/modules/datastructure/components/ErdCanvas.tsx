import "@xyflow/react/dist/style.css";
import { Box } from "@chakra-ui/react";
import { Controls, MarkerType, Position, ReactFlow } from "@xyflow/react";
import type { KeyboardEvent } from "react";
import { useMemo } from "react";
import { useT } from "../../../i18n/useT";
import type { ErdLayout } from "../utils/ErdLayout";
import { ErdEntityNode, type ErdEntityNodeType } from "./ErdEntityNode";
import { ErdLinkEdge, type ErdLinkEdgeType } from "./ErdLinkEdge";

const nodeTypes = { entity: ErdEntityNode };
const edgeTypes = { link: ErdLinkEdge };
const lineColour = "#4a5568";

export interface ErdCanvasProps {
  layout: ErdLayout;
  names: ReadonlyMap<number, string>;
  onOpen: (entityId: number) => void;
}

/**
 * The diagram: the laid-out boxes and lines in React Flow, which pans (drag, arrow keys on the pane) and
 * zooms (wheel, pinch, the controls). Each box is focusable: Enter or a click opens its entity.
 */
export function ErdCanvas({ layout, names, onOpen }: ErdCanvasProps) {
  const t = useT();
  const nodes = useMemo(
    () =>
      layout.boxes.map(
        (box): ErdEntityNodeType => ({
          id: String(box.entity.id),
          type: "entity",
          position: { x: box.x, y: box.y },
          width: box.width,
          height: box.height,
          // Known before React Flow measures the boxes, so the lines show at once (and in tests).
          handles: [
            { type: "target", position: Position.Left, x: 0, y: box.height / 2, width: 1, height: 1 },
            {
              type: "source",
              position: Position.Right,
              x: box.width,
              y: box.height / 2,
              width: 1,
              height: 1,
            },
          ],
          ariaLabel: names.get(box.entity.id) ?? `#${box.entity.id}`,
          data: { entity: box.entity, name: names.get(box.entity.id) ?? `#${box.entity.id}`, names },
        }),
      ),
    [layout, names],
  );
  const edges = useMemo(
    () =>
      layout.lines.map(
        (line): ErdLinkEdgeType => ({
          id: String(line.link.id),
          type: "link",
          source: String(line.link.def_dossier_id),
          target: String(line.link.child_def_dossier_id),
          ariaLabel: t("{name} links to {entity}", {
            name: line.link.name,
            entity: names.get(line.link.child_def_dossier_id) ?? `#${line.link.child_def_dossier_id}`,
          }),
          markerEnd: { type: MarkerType.ArrowClosed, color: lineColour, width: 18, height: 18 },
          style: {
            stroke: lineColour,
            strokeWidth: 1.5,
            ...(line.link.type_of_link === "embeddedList" ? { strokeDasharray: "6 4" } : {}),
          },
          data: { line },
        }),
      ),
    [layout, names, t],
  );
  const openFocused = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter") return;
    const node = (event.target as HTMLElement).closest(".react-flow__node");
    const id = Number(node?.getAttribute("data-id"));
    if (node && Number.isInteger(id)) onOpen(id);
  };
  const description = t("Press enter to open the entity.");
  return (
    <Box
      h="70vh"
      minH="420px"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      // React Flow's credit link is too pale on its own to read (WCAG contrast).
      css={{ "& .react-flow__attribution a": { color: "fg.muted" } }}
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        nodesFocusable
        fitView
        minZoom={0.1}
        maxZoom={2}
        onNodeClick={(_event, node) => onOpen(Number(node.id))}
        onKeyDown={openFocused}
        aria-label={t("ERD")}
        ariaLabelConfig={{
          "node.a11yDescription.default": description,
          "node.a11yDescription.keyboardDisabled": description,
          "edge.a11yDescription.default": "",
          "controls.ariaLabel": t("Zoom"),
          "controls.zoomIn.ariaLabel": t("Zoom in"),
          "controls.zoomOut.ariaLabel": t("Zoom out"),
          "controls.fitView.ariaLabel": t("Fit to screen"),
          "handle.ariaLabel": "",
        }}
      >
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
