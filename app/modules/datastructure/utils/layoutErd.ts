import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { DataStructureEntity } from "../../../../schemas";
import type { ErdLayout, ErdLine } from "./ErdLayout";
import { ERD_BOX_WIDTH, erdBoxHeight } from "./erdBoxHeight";

// Roughly the width of a character of the lines' 11 px labels, so the layout keeps room for each name.
const LABEL_CHARACTER_WIDTH = 6.5;
const LABEL_HEIGHT = 14;

const LAYOUT_OPTIONS = {
  "elk.algorithm": "layered",
  "elk.direction": "RIGHT",
  "elk.edgeRouting": "ORTHOGONAL",
  "elk.spacing.nodeNode": "48",
  "elk.layered.spacing.nodeNodeBetweenLayers": "96",
  "elk.spacing.edgeNode": "24",
  "elk.spacing.edgeEdge": "16",
  "elk.spacing.componentComponent": "64",
  "elk.edgeLabels.placement": "CENTER",
  "elk.layered.nodePlacement.strategy": "BRANDES_KOEPF",
};

/**
 * Lays the entities out as boxes and their links as lines with ELK's layered algorithm (left to right, lines
 * at right angles, room for each link's name). Links to entities outside the list are left out. ELK loads
 * only when a diagram is drawn; it runs in the page (the environments' diagrams are small).
 */
export async function layoutErd(entities: readonly DataStructureEntity[]): Promise<ErdLayout> {
  const ids = new Set(entities.map((entity) => entity.id));
  const links = entities.flatMap((entity) =>
    entity.links.filter((link) => ids.has(link.child_def_dossier_id)),
  );
  const graph: ElkNode = {
    id: "erd",
    layoutOptions: LAYOUT_OPTIONS,
    children: entities.map((entity) => ({
      id: `e${entity.id}`,
      width: ERD_BOX_WIDTH,
      height: erdBoxHeight(entity.fields.length + entity.links.length),
    })),
    edges: links.map(
      (link): ElkExtendedEdge => ({
        id: `l${link.id}`,
        sources: [`e${link.def_dossier_id}`],
        targets: [`e${link.child_def_dossier_id}`],
        labels: [{ text: link.name, width: link.name.length * LABEL_CHARACTER_WIDTH, height: LABEL_HEIGHT }],
      }),
    ),
  };
  const { default: Elk } = await import("elkjs/lib/elk.bundled.js");
  const laidOut = await new Elk().layout(graph);
  const placed = new Map((laidOut.children ?? []).map((node) => [node.id, node]));
  const routed = new Map((laidOut.edges ?? []).map((edge) => [edge.id, edge]));
  const boxes = entities.map((entity) => {
    const node = placed.get(`e${entity.id}`);
    return {
      entity,
      x: node?.x ?? 0,
      y: node?.y ?? 0,
      width: node?.width ?? ERD_BOX_WIDTH,
      height: node?.height ?? erdBoxHeight(entity.fields.length + entity.links.length),
    };
  });
  const lines = links.flatMap((link): ErdLine[] => {
    const edge = routed.get(`l${link.id}`);
    const section = edge?.sections?.[0];
    if (!edge || !section) return [];
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    const label = edge.labels?.[0];
    const middle = points[Math.floor(points.length / 2)] ?? section.startPoint;
    return [
      {
        link,
        points: points.map(({ x, y }) => ({ x, y })),
        label:
          label?.x !== undefined && label.y !== undefined
            ? { x: label.x + (label.width ?? 0) / 2, y: label.y + (label.height ?? 0) / 2 }
            : middle,
      },
    ];
  });
  return { boxes, lines };
}
