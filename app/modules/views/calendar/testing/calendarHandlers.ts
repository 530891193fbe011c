import { HttpResponse, http } from "msw";
import activityFixture from "../../../../../fixtures/bundles/crm-activity.json";
import type { Bundle } from "../../../../../schemas";
import type { ListedRecord } from "../../../records/api/RecordListAnswer";

/**
 * The fixture's activities: calendar date field the advanced-search start item, events from the list start
 * and end items, new records prefilled through the show/edit start and end items (2559, 2563).
 */
export const ACTIVITY = 2033;
export const DATE_FIELD = 2561;
/** The subject item of the row_input view, which the tests use as a calendar custom view. */
export const ROW_INPUT_SUBJECT = 2554;
export const LIST = { subject: 2551, start: 2560, end: 2564 } as const;

/** The activity bundle with some entity settings replaced (null leaves a setting out). */
export function activityBundle(settings: Record<string, unknown> = {}): Bundle {
  const copy = structuredClone(activityFixture) as unknown as Bundle;
  const merged: Record<string, unknown> = { ...copy.entity.settings, ...settings };
  for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
  copy.entity.settings = merged as Bundle["entity"]["settings"];
  return copy;
}

/** An activity as the list view lists it: subject, start and end (UTC date-times). */
export function activity(id: number, subject: string, start: string, end: string): ListedRecord {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    def_dossier_id: ACTIVITY,
    environment_id: 1,
    summary: subject,
    archived: false,
    created_at: "2026-01-15T10:00:00.000Z",
    modified_at: "2026-01-15T10:00:00.000Z",
    created_by: "admin",
    modified_by: "admin",
    version: 1,
    subscribed: false,
    content: { [LIST.subject]: subject, [LIST.start]: start, [LIST.end]: end },
    contents: [],
  };
}

/** The calendar's calls: the bundle, the credentials, the list call answering `records`, one record's values. */
export function calendarHandlers(
  options: { bundle?: Bundle; credentials?: string[]; records?: ListedRecord[] } = {},
) {
  const lists: URLSearchParams[] = [];
  const records = options.records ?? [];
  const handlers = [
    http.get(`/api/defdossier/${ACTIVITY}/bundle`, () =>
      HttpResponse.json(options.bundle ?? activityBundle()),
    ),
    http.get(`/api/defdossier/${ACTIVITY}`, () =>
      HttpResponse.json({ id: ACTIVITY, credentials: options.credentials ?? ["show", "edit", "create"] }),
    ),
    http.get("/api/contentdossier", ({ request }) => {
      const params = new URL(request.url).searchParams;
      lists.push(params);
      // A custom view's call (the tests use row_input as one): the subject as that view's item holds it.
      const results =
        params.get("view") === "row_input"
          ? records.map((record) => ({
              ...record,
              content: { [ROW_INPUT_SUBJECT]: `${record.summary} (custom)` },
            }))
          : records;
      return HttpResponse.json({
        results,
        aggregations: [],
        pager: { current: 1, pages: 1, items: records.length, limit: 200 },
        labels: { user: {}, record: {}, file: {} },
      });
    }),
    // The edit view has a map: the forms ask for the tiles.
    http.get("/api/config", () => HttpResponse.json({ mapTileUrl: null })),
    // The quick edit's values: the subject only (by field key).
    http.get("/api/contentdossier/:id", ({ params }) => {
      const record = records.find((entry) => entry.id === Number(params.id));
      return HttpResponse.json({
        content: { 1: record?.summary },
        items: [{ id: 1, key: "f2209" }],
      });
    }),
  ];
  return { handlers, lists };
}
