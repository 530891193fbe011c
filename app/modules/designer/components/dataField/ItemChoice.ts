/** One view the 'Add display items?' dialog places the new field in, and the position it goes into. */
export interface ItemChoice {
  view: string;
  /** null: the entity has no position yet; the server makes its main content. */
  positionId: number | null;
}
