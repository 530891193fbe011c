/** Something a settings select offers: a display item (or a link) by its id and label. */
export interface ItemChoice {
  id: number;
  label: string;
}
