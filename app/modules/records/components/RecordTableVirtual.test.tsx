// @vitest-environment jsdom
import "../../../testing/setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { VIRTUAL_ROWS_FROM } from "../hooks/useVirtualRows";
import { ENTITY, listedRecord, listHandlers } from "../testing/listHandlers";

const COUNT = VIRTUAL_ROWS_FROM + 150;
const records = Array.from({ length: COUNT }, (_, index) =>
  listedRecord(index + 1, `Person${index + 1}`, "Test"),
);

/** jsdom lays nothing out: the shell's main area is given a height of 600 px (scrolling) and each row 40 px. */
const VIEW_HEIGHT = 600;
const ROW_HEIGHT = 40;

beforeEach(() => {
  const rectOf = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    return this.tagName === "MAIN" ? new DOMRect(0, 0, 1000, VIEW_HEIGHT) : rectOf.call(this);
  });
  vi.spyOn(Element.prototype, "clientHeight", "get").mockImplementation(function (this: Element) {
    return this.tagName === "MAIN" ? VIEW_HEIGHT : 0;
  });
  vi.spyOn(Element.prototype, "scrollHeight", "get").mockImplementation(function (this: Element) {
    return this.tagName === "MAIN" ? COUNT * ROW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
    return this.tagName === "TR" ? ROW_HEIGHT : 0;
  });
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
  server.use(...platformHandlers(), ...listHandlers({ records }).handlers);
  // Used before the handlers above: one page longer than the page sizes offer, a table drawn in part.
  server.use(
    http.get("/api/contentdossier", () =>
      HttpResponse.json({
        results: records,
        items: [],
        aggregations: [],
        pager: { current: 1, pages: 1, items: COUNT, limit: COUNT },
        labels: { user: {}, record: {}, file: {} },
      }),
    ),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a list longer than the table draws whole", () => {
  it("draws the first rows only, telling assistive technology each row's place among all of them", async () => {
    renderApp(`/defdossier/${ENTITY}`);
    const table = await screen.findByRole("table", { name: "Contacts" });
    expect(table).toHaveAttribute("aria-rowcount", String(COUNT + 1));
    const [header, ...drawn] = within(table).getAllByRole("row");
    expect(header).toHaveAttribute("aria-rowindex", "1");
    // The rows filling the view and the few drawn beyond it.
    expect(drawn.length).toBeGreaterThanOrEqual(VIEW_HEIGHT / ROW_HEIGHT);
    expect(drawn.length).toBeLessThan(VIEW_HEIGHT / ROW_HEIGHT + 20);
    drawn.forEach((row, index) => {
      expect(row).toHaveAttribute("aria-rowindex", String(index + 2));
      expect(row).toHaveAttribute("data-record-id", String(index + 1));
    });
    // The rows left out keep their height in a spacer hidden from assistive technology.
    const spacer = table.querySelector("tbody > tr[aria-hidden=true]") as HTMLElement;
    expect(spacer).toBe(table.querySelector("tbody")?.lastElementChild);
    expect(Number.parseFloat(spacer.style.height)).toBeGreaterThan(0);
  });

  it("selects every record with Select all, drawn or not", async () => {
    renderApp(`/defdossier/${ENTITY}`);
    await screen.findByRole("table", { name: "Contacts" });
    // The table may show before its rows arrive: Select all then has nothing to select.
    await screen.findAllByRole("checkbox", { name: /^Select Person/ });
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
    expect(await screen.findByText(new RegExp(`${COUNT} selected`))).toBeInTheDocument();
    for (const box of screen.getAllByRole("checkbox", { name: /^Select Person/ })) expect(box).toBeChecked();
  });

  it("keeps the focused row drawn, with the rows before and after it, when it scrolls out of view", async () => {
    let scrolled = 0;
    vi.spyOn(Element.prototype, "scrollTop", "get").mockImplementation(function (this: Element) {
      return this.tagName === "MAIN" ? scrolled : 0;
    });
    renderApp(`/defdossier/${ENTITY}`);
    const table = await screen.findByRole("table", { name: "Contacts" });
    const row = table.querySelector('tr[data-record-id="3"]') as HTMLElement;
    row.focus();
    scrolled = 200 * ROW_HEIGHT;
    fireEvent.scroll(document.querySelector("main") as HTMLElement);
    await waitFor(() => expect(table.querySelector('tr[data-record-id="201"]')).not.toBeNull());
    const drawn = [...table.querySelectorAll("tbody tr[data-record-id]")].map((tr) =>
      Number(tr.getAttribute("data-record-id")),
    );
    expect(drawn.slice(0, 3)).toEqual([2, 3, 4]);
    expect(drawn).not.toContain(10);
    // The same row, still focused: Tab goes on to record 4, which the browser scrolls into view.
    expect(row).toHaveFocus();
  });
});
