/** What a display item shows, for the settings it offers: a field of a type, a link, a block or record metadata. */
export type ItemKind =
  | { kind: "field"; type: string }
  | { kind: "link"; embedded: boolean; childEntityId: number }
  | { kind: "block" }
  | { kind: "dossier_data" }
  | { kind: "none" };
