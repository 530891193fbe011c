import { RECORD_VIEWS, type RecordViewName } from "../recordViews";

/**
 * The views of an embedded list: its link item's `views` setting in that order, those the app has (the
 * table always); the table alone when the setting names none.
 */
export function linkViews(setting: unknown): RecordViewName[] {
  const named = Array.isArray(setting) ? setting : [];
  const views = named.filter(
    (view): view is RecordViewName => view === "list" || RECORD_VIEWS[view as RecordViewName] !== undefined,
  );
  const unique = [...new Set(views)];
  return unique.length > 0 ? unique : ["list"];
}
