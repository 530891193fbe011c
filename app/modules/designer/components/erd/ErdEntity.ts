/** An entity as the ERD draws it: its box, its data fields and the links that leave it. */
export interface ErdEntity {
  id: number;
  name: string;
  fields: { id: number; name: string; type: string }[];
  links: { id: number; name: string; childId: number; embedded: boolean }[];
  /** The box's place and size in pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}
