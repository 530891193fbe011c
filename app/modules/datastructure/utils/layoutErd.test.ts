import { describe, expect, it } from "vitest";
import type { DataStructureEntity, DataStructureLink } from "../../../../schemas";
import { ERD_BOX_WIDTH, erdBoxHeight } from "./erdBoxHeight";
import { layoutErd } from "./layoutErd";

const link = (id: number, from: number, to: number, name: string): DataStructureLink => ({
  id,
  uuid: `l${id}`,
  name,
  type_of_link: "select",
  def_dossier_id: from,
  child_def_dossier_id: to,
  back_link_id: null,
  obligatory: false,
  multiple: false,
});

const entity = (id: number, fields: number, links: DataStructureLink[] = []): DataStructureEntity => ({
  id,
  uuid: `e${id}`,
  name: `entity_${id}`,
  type: "main",
  rank: id,
  translations: [],
  fields: Array.from({ length: fields }, (_, index) => ({
    id: id * 100 + index,
    uuid: `f${id}_${index}`,
    name: `field_${index}`,
    obligatory: false,
    locked: false,
    def_field: { id: index, name: `base_${index}`, type: "text" },
  })),
  links,
  back_links: [],
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the ERD's layout (elkjs)", () => {
  it("places every box at its size without overlaps, a linked entity to the right of the one linking it", async () => {
    const people = entity(1, 3, [link(11, 1, 2, "employer"), link(12, 1, 3, "notes")]);
    const companies = entity(2, 1);
    const notes = entity(3, 0);
    const loose = entity(4, 5);
    const { boxes } = await layoutErd([people, companies, notes, loose]);
    expect(boxes.map((box) => box.entity.id)).toEqual([1, 2, 3, 4]);
    expect(boxes.map((box) => [box.width, box.height])).toEqual([
      [ERD_BOX_WIDTH, erdBoxHeight(5)],
      [ERD_BOX_WIDTH, erdBoxHeight(1)],
      [ERD_BOX_WIDTH, erdBoxHeight(1)],
      [ERD_BOX_WIDTH, erdBoxHeight(5)],
    ]);
    for (const a of boxes) for (const b of boxes) if (a !== b) expect(overlaps(a, b)).toBe(false);
    const [first, second, third] = boxes;
    expect(second?.x).toBeGreaterThanOrEqual((first?.x ?? 0) + ERD_BOX_WIDTH);
    expect(third?.x).toBeGreaterThanOrEqual((first?.x ?? 0) + ERD_BOX_WIDTH);
  });

  it("routes each link from its entity's box to its target's at right angles, with a place for its name", async () => {
    const people = entity(1, 2, [link(11, 1, 2, "employer")]);
    const companies = entity(2, 1, [
      link(21, 2, 1, "staff"),
      link(22, 2, 2, "parent_company"),
      link(23, 2, 99, "gone"),
    ]);
    const { boxes, lines } = await layoutErd([people, companies]);
    // The link to an entity not drawn is left out; a link to its own entity is drawn as a loop.
    expect(lines.map((line) => line.link.id)).toEqual([11, 21, 22]);
    const boxOf = (id: number) => boxes.find((box) => box.entity.id === id);
    const onEdge = (point: { x: number; y: number }, id: number) => {
      const box = boxOf(id);
      if (!box) return false;
      const inX = point.x >= box.x - 1 && point.x <= box.x + box.width + 1;
      const inY = point.y >= box.y - 1 && point.y <= box.y + box.height + 1;
      const onSide = Math.abs(point.x - box.x) < 1 || Math.abs(point.x - box.x - box.width) < 1;
      const onTopOrBottom = Math.abs(point.y - box.y) < 1 || Math.abs(point.y - box.y - box.height) < 1;
      return inX && inY && (onSide || onTopOrBottom);
    };
    for (const line of lines) {
      expect(line.points.length).toBeGreaterThanOrEqual(2);
      expect(onEdge(line.points[0] as { x: number; y: number }, line.link.def_dossier_id)).toBe(true);
      expect(onEdge(line.points.at(-1) as { x: number; y: number }, line.link.child_def_dossier_id)).toBe(
        true,
      );
      line.points.slice(1).forEach((point, index) => {
        const previous = line.points[index] as { x: number; y: number };
        expect(Math.abs(point.x - previous.x) < 0.01 || Math.abs(point.y - previous.y) < 0.01).toBe(true);
      });
      expect(Number.isFinite(line.label.x) && Number.isFinite(line.label.y)).toBe(true);
    }
  });

  it("draws nothing for no entities", async () => {
    expect(await layoutErd([])).toEqual({ boxes: [], lines: [] });
  });
});
