import type { BlockTypeName, DashboardBlockSettings } from "../../../../schemas";
import { BLOCK_TYPES_WITHOUT_ENTITY } from "../../../../schemas/names";
import type { Block } from "../api/Block";
import type { BlockPayload } from "../api/saveBlock";

/** What the block modal edits. */
export interface BlockDraft {
  type: BlockTypeName | "";
  titles: Record<string, string>;
  defDossier: number | null;
  dossierQuery: number | null;
  parent: number | null;
  dashboard: boolean;
  col: number;
  rank: number;
  roles: number[];
  settings: DashboardBlockSettings;
}

/** Block defaults (spec 1-platform section 9): column width 12, rank 0, limit 10, layout table. */
export function draftOf(block: Block | undefined): BlockDraft {
  if (!block)
    return {
      type: "",
      titles: {},
      defDossier: null,
      dossierQuery: null,
      parent: null,
      dashboard: true,
      col: 12,
      rank: 0,
      roles: [],
      settings: { limit: 10, layout: "table" },
    };
  return {
    type: block.type,
    titles: Object.fromEntries(block.translations.map((t) => [t.culture, t.title])),
    defDossier: block.defDossier,
    dossierQuery: block.dossierQuery,
    parent: block.parent,
    dashboard: block.dashboard,
    col: block.col,
    rank: block.rank,
    roles: [...block.roles],
    settings: { ...block.settings },
  };
}

export const needsEntity = (type: string) =>
  type !== "" && !(BLOCK_TYPES_WITHOUT_ENTITY as readonly string[]).includes(type);

/** The modal's own checks, with the spec's message ids; the server checks again. */
export function draftErrors(draft: BlockDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.type) errors.type = "This is a required field";
  if (needsEntity(draft.type) && draft.defDossier === null) errors.defDossier = "This is a required field";
  if (!Number.isInteger(draft.col) || draft.col < 1 || draft.col > 12) errors.col = "This value is not valid";
  if (!Number.isInteger(draft.rank) || draft.rank < 0) errors.rank = "This value is not valid";
  if (draft.type === "date_statistics" && !draft.settings.period)
    errors["settings.period"] = "This is a required field";
  if (draft.type === "count_list_options" && !draft.settings.count_list_field)
    errors["settings.count_list_field"] = "This is a required field";
  if (draft.type === "count_link_options" && !draft.settings.count_link_field)
    errors["settings.count_link_field"] = "This is a required field";
  return errors;
}

/** The body of POST or PATCH /mypageblock; an entity only where the type takes one. */
export function payloadOf(draft: BlockDraft, environment: number, locales: readonly string[]): BlockPayload {
  const cultures = [...new Set([...locales, ...Object.keys(draft.titles)])];
  return {
    environment,
    type: draft.type,
    parent: draft.parent,
    col: draft.col,
    rank: draft.rank,
    defDossier: draft.defDossier,
    dossierQuery: draft.defDossier === null ? null : draft.dossierQuery,
    dashboard: draft.dashboard,
    roles: draft.roles,
    translations: cultures
      .filter((culture) => (draft.titles[culture] ?? "").trim() !== "")
      .map((culture) => ({ culture, title: (draft.titles[culture] ?? "").trim() })),
    settings: Object.fromEntries(
      Object.entries(draft.settings).filter(([, value]) => value !== undefined && value !== ""),
    ) as DashboardBlockSettings,
  };
}
