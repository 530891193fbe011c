// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays, format, startOfWeek } from "date-fns";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { tokenStore } from "../../../session/state/tokenStore";
import {
  ACTIVITY,
  activity,
  activityBundle,
  calendarHandlers,
  DATE_FIELD,
} from "../testing/calendarHandlers";
import { CalendarView } from "./CalendarView";

const monday = startOfWeek(new Date(), { weekStartsOn: 1 });
const day = (date: Date) => format(date, "yyyy-MM-dd");
/** A moment of this week (local time) as the server stores date-times. */
const stored = (offsetDays: number, hours: number) => {
  const moment = addDays(monday, offsetDays);
  moment.setHours(hours, 0, 0, 0);
  return `${moment.toISOString().slice(0, 19)}Z`;
};

/** A moment as the date widget shows it in the English interface: dd/mm/yyyy hh:mm in Amsterdam. */
function shown(moment: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Amsterdam",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

function serve(options: Parameters<typeof calendarHandlers>[0] = {}) {
  const { handlers, lists } = calendarHandlers(options);
  server.use(...handlers);
  return lists;
}

/** A mouse event at a page position (jsdom leaves pageX and pageY out of its mouse events). */
function mouse(type: string, target: Element, pageY: number) {
  const event = new MouseEvent(type, {
    bubbles: true,
    cancelable: true,
    clientX: 50,
    clientY: pageY,
    button: 0,
  });
  Object.defineProperties(event, { pageX: { value: 50 }, pageY: { value: pageY }, which: { value: 1 } });
  target.dispatchEvent(event);
}

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  // jsdom has no layout: the calendar's slot selection asks what lies under the pointer.
  document.elementFromPoint = () => null;
});
afterEach(() => vi.restoreAllMocks());

describe("CalendarView", () => {
  it("opens on calendar_default and asks the records between the first and last shown day", async () => {
    const lists = serve({ bundle: activityBundle({ calendar_default: "week" }) });
    renderWithProviders(<CalendarView entityId={ACTIVITY} />);
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    const call = lists.at(-1) as URLSearchParams;
    expect(call.get("defDossier")).toBe(String(ACTIVITY));
    expect(call.get(String(DATE_FIELD))).toBe(day(monday));
    expect(call.get(`${DATE_FIELD}_type`)).toBe("between");
    expect(call.get(`${DATE_FIELD}_end`)).toBe(day(addDays(monday, 6)));
    expect(screen.getByRole("button", { name: "Week" })).toHaveClass("rbc-active");

    await userEvent.click(screen.getByRole("button", { name: "Work week" }));
    await waitFor(() => expect(lists.at(-1)?.get(`${DATE_FIELD}_end`)).toBe(day(addDays(monday, 4))));
    await userEvent.click(screen.getByRole("button", { name: "Month" }));
    await waitFor(() => expect(lists.at(-1)?.get(`${DATE_FIELD}_end`)).not.toBe(day(addDays(monday, 4))));
    const month = lists.at(-1) as URLSearchParams;
    // Whole weeks around the month, Monday to Sunday.
    expect(new Date(month.get(String(DATE_FIELD)) as string).getDay()).toBe(1);
    expect(new Date(month.get(`${DATE_FIELD}_end`) as string).getDay()).toBe(0);
  });

  it("shows the month by default for calendar_default month", async () => {
    serve();
    renderWithProviders(<CalendarView entityId={ACTIVITY} />);
    expect(await screen.findByRole("button", { name: "Month" })).toHaveClass("rbc-active");
  });

  it("shows each record as an event and opens its quick edit on a click", async () => {
    serve({
      bundle: activityBundle({ calendar_default: "week" }),
      records: [activity(7, "Call with Acme", stored(2, 10), stored(2, 11))],
    });
    renderWithProviders(<CalendarView entityId={ACTIVITY} />);
    const title = await screen.findByText("Call with Acme");
    await userEvent.click(title);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Call with Acme", { selector: "h2" })).toBeInTheDocument();
  });

  it("shows the calendar custom view's values in an event, from a second list call with that view", async () => {
    const lists = serve({
      bundle: activityBundle({ calendar_default: "week", calendar_custom_view: "row_input" }),
      records: [activity(7, "Call with Acme", stored(2, 10), stored(2, 11))],
    });
    renderWithProviders(<CalendarView entityId={ACTIVITY} />);
    expect(await screen.findByText("Call with Acme (custom)")).toBeInTheDocument();
    const custom = lists.find((params) => params.get("view") === "row_input");
    expect(custom?.get(`${DATE_FIELD}_type`)).toBe("between");
    expect(custom?.get(String(DATE_FIELD))).toBe(day(monday));
  });

  it("opens 'New Activity' with the start and end of a clicked slot", async () => {
    serve({ bundle: activityBundle({ calendar_default: "week" }) });
    renderWithProviders(<CalendarView entityId={ACTIVITY} />);
    await screen.findByRole("button", { name: "Week" });
    await waitFor(() => expect(document.querySelectorAll(".rbc-day-slot")).toHaveLength(7));
    // Every box 2400 px high from the top: a click halfway down a day is at noon.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      top: 0,
      left: 0,
      bottom: 2400,
      right: 100,
      width: 100,
      height: 2400,
      x: 0,
      y: 0,
    } as DOMRect);
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(2400);
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(100);
    const wednesday = document.querySelectorAll(".rbc-day-slot")[2] as HTMLElement;
    const slot = wednesday.querySelector(".rbc-time-slot") as HTMLElement;
    document.elementFromPoint = () => slot;
    mouse("mousedown", slot, 1200);
    mouse("mouseup", slot, 1200);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("New Activity")).toBeInTheDocument();
    // Halfway down Wednesday: the half hour from noon (local time), in calendar_edit_start and _end.
    const noon = addDays(monday, 2);
    noon.setHours(12, 0, 0, 0);
    expect(within(dialog).getByRole("textbox", { name: /^Start/ })).toHaveValue(shown(noon));
    expect(within(dialog).getByRole("textbox", { name: /^End/ })).toHaveValue(
      shown(new Date(noon.getTime() + 30 * 60_000)),
    );
  });

  it("says which date setting is missing", async () => {
    serve({ bundle: activityBundle({ calendar_date_field: null }) });
    const first = renderWithProviders(<CalendarView entityId={ACTIVITY} />);
    expect(
      await screen.findByText("Please contact your admin, date search field missing."),
    ).toBeInTheDocument();
    first.unmount();
    serve({ bundle: activityBundle({ calendar_date_list_field: null }) });
    renderWithProviders(<CalendarView entityId={ACTIVITY} />);
    expect(
      await screen.findByText("Please contact your admin, date list field missing."),
    ).toBeInTheDocument();
  });
});
