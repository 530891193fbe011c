import { describe, expect, it } from "vitest";
import { activity } from "../testing/calendarHandlers";
import { eventsOf } from "./eventsOf";

const START = 2560;
const END = 2564;

describe("eventsOf", () => {
  it("runs a timed event from the start value to the end value", () => {
    const [event] = eventsOf(
      [activity(1, "Call", "2026-03-02T09:00:00Z", "2026-03-02T10:30:00Z")],
      START,
      END,
    );
    expect(event).toMatchObject({ title: "Call", allDay: false });
    expect(event?.start.toISOString()).toBe("2026-03-02T09:00:00.000Z");
    expect(event?.end.toISOString()).toBe("2026-03-02T10:30:00.000Z");
  });

  it("makes a date without time a whole day whose end is the day after the last", () => {
    const record = activity(2, "Fair", "2026-03-02", "2026-03-04");
    const [event] = eventsOf([record], START, END);
    expect(event?.allDay).toBe(true);
    expect(event?.start).toEqual(new Date(2026, 2, 2));
    expect(event?.end).toEqual(new Date(2026, 2, 5));
  });

  it("ends at the start without an end item or value, and leaves out records without a start", () => {
    const noEnd = activity(3, "Visit", "2026-03-02T09:00:00Z", "");
    const noStart = activity(4, "Someday", "", "");
    const events = eventsOf([noEnd, noStart], START, END);
    expect(events).toHaveLength(1);
    expect(events[0]?.end).toEqual(events[0]?.start);
    expect(eventsOf([noEnd], START)[0]?.end).toEqual(events[0]?.start);
  });
});
