import { describe, expect, it } from "vitest";
import { frameMessenger, framingOrigin } from "./frameMessenger";

/** A framed window: its parent records what is posted to it and with which target origin. */
function framedWindow(ancestor: string | undefined, referrer = "") {
  const posted: { message: unknown; target: string }[] = [];
  const parent = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) };
  const win = {
    parent,
    location: { ancestorOrigins: ancestor ? [ancestor] : [] },
    document: { referrer },
  } as unknown as Window;
  return { win, posted };
}

const content = { getBoundingClientRect: () => ({ height: 321.4 }) } as unknown as HTMLElement;

describe("framingOrigin", () => {
  it("is the first ancestor origin, else the referrer's origin, and nothing when not framed", () => {
    expect(framingOrigin(framedWindow("https://host.example").win)).toBe("https://host.example");
    expect(framingOrigin(framedWindow(undefined, "https://ref.example/page?x=1").win)).toBe(
      "https://ref.example",
    );
    const top = { location: { ancestorOrigins: [] }, document: { referrer: "" } } as unknown as Window;
    (top as unknown as { parent: Window }).parent = top;
    expect(framingOrigin(top)).toBeUndefined();
  });
});

describe("frameMessenger", () => {
  it("posts only to the framing origin, once the token allows it, with what waited before", () => {
    const { win, posted } = framedWindow("https://host.example");
    const messenger = frameMessenger(win, content);
    messenger.post({ type: "docket-error", message: "early" });
    expect(posted).toEqual([]);
    messenger.allow(["https://other.example", "https://host.example"]);
    messenger.post({ type: "docket-submitted", id: 7 });
    expect(posted.map((p) => p.target)).toEqual([
      "https://host.example",
      "https://host.example",
      "https://host.example",
    ]);
    expect(posted.map((p) => p.message)).toEqual([
      { type: "docket-error", message: "early" },
      { type: "docket-height", height: 322 },
      { type: "docket-submitted", id: 7 },
    ]);
  });

  it("posts nothing to a framing origin the token does not list", () => {
    const { win, posted } = framedWindow("https://evil.example");
    const messenger = frameMessenger(win, content);
    messenger.allow(["https://host.example"]);
    messenger.post({ type: "docket-submitted", id: 7 });
    expect(posted).toEqual([]);
  });
});
