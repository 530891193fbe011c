/** What to do with the two records once merged. */
export type MergeAction = "keep" | "archive" | "delete";

/** Whose children a link of the merged record takes. */
export type LinkSource = "left" | "right" | "both";

/** The merge request of spec 2-records section 3: the two records, a value per item and a source per link. */
export interface MergeRequest {
  environment?: number;
  dossiers: { action: MergeAction; ids: [number, number] };
  mergeDossier: ({ id: number; content: unknown } | { link_id: number; use_from: LinkSource })[];
  /** The versions the two records were read at, by id: a record changed since refuses the merge (409). */
  versions?: Record<number, number>;
}
