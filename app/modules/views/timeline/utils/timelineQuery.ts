import type { RecordViewProps } from "../../RecordViewProps";

/**
 * The list call of one timeline page (spec 2 section 7: the list call with page): the entity's records
 * newest first on the timeline field, the page size left to the server, a record's children when embedded.
 */
export function timelineQuery(
  entityId: number,
  timelineField: number,
  page: number,
  embedded?: RecordViewProps["embedded"],
): Record<string, unknown> {
  return {
    defDossier: entityId,
    page,
    labels: 1,
    "sort[]": [timelineField],
    "sortOrder[]": ["DESC"],
    ...(embedded ? { dossierId: embedded.parentId, linkId: embedded.linkId } : {}),
  };
}
