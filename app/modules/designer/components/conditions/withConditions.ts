import type { Bundle, Condition } from "../../../../../schemas";

/** The bundle with other conditions in its entity's settings: what the preview draws while they are edited. */
export function withConditions(bundle: Bundle, conditions: Condition[]): Bundle {
  return { ...bundle, entity: { ...bundle.entity, settings: { ...bundle.entity.settings, conditions } } };
}
