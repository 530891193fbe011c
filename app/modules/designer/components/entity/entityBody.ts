import type { EntityPatch } from "../../../../../schemas";
import type { EntityDraft } from "./EntityDraft";

/**
 * The body of POST and PATCH /defdossier from a draft without errors: the names given, and every setting the
 * editor shows (emptied ones as null, since the server merges settings key by key). The view tabs' settings
 * only for an existing entity: a new one has no items yet. Conditions are saved by their own editor.
 */
export function entityBody(draft: EntityDraft, existing: boolean): EntityPatch {
  const rank = draft.rank.trim();
  return {
    type: draft.type,
    ...(rank !== "" ? { rank: Number(rank) } : {}),
    archiveable: draft.archiveable,
    disable_immediate_search: draft.searchFirst,
    visibility_roles: draft.visibilityRoles,
    translations: draft.translations
      .map((entry) => ({
        culture: entry.culture,
        name_singular: entry.name_singular.trim(),
        name_plural: entry.name_plural.trim(),
      }))
      .filter((entry) => entry.name_singular !== "" || entry.name_plural !== ""),
    settings: {
      add_continue: draft.addContinue,
      detail_layout: draft.detailLayout,
      layout_sidebar: draft.layoutSidebar || null,
      hiddenfields: draft.hiddenFields,
      ...(existing
        ? {
            ...draft.items,
            kanban_custom_view: draft.views.kanban_custom_view || null,
            timeline_custom_view: draft.views.timeline_custom_view || null,
            calendar_custom_view: draft.views.calendar_custom_view || null,
            calendar_default: draft.calendarDefault || null,
          }
        : {}),
    },
  };
}
