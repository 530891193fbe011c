// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { ENTITY, listedRecord, listHandlers } from "../testing/listHandlers";
import { pinnedLeft } from "../utils/pinnedColumns";

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
  server.use(
    ...platformHandlers(),
    ...listHandlers({ records: [listedRecord(1, "Anna", "Jansen")] }).handlers,
  );
});

const styleOf = (element: Element) => getComputedStyle(element);

describe("a list wider than the screen", () => {
  it("scrolls inside its card, with the selection, bell, edit and summary columns pinned at the left", async () => {
    renderApp(`/defdossier/${ENTITY}`);
    const table = await screen.findByRole("table", { name: "Contacts" });
    // The table takes the width its columns need (at least the card's); the card scrolls, not the page.
    expect(styleOf(table).width).toBe("max-content");
    const card = table.closest("[data-list-scroll]") as HTMLElement;
    expect(styleOf(card).overflowX).toBe("auto");
    expect(styleOf(card).maxWidth).toBe("var(--chakra-sizes-full)");

    const [header, row] = within(table).getAllByRole("row");
    for (const line of [header, row] as HTMLElement[]) {
      const pinned = [...line.querySelectorAll("[data-pinned]")];
      expect(pinned.map((cell) => cell.getAttribute("data-pinned"))).toEqual([
        "select",
        "bell",
        "edit",
        "summary",
      ]);
      expect(pinned.map((cell) => styleOf(cell).position)).toEqual(["sticky", "sticky", "sticky", "sticky"]);
      expect(pinned.map((cell) => styleOf(cell).left)).toEqual(["0px", "40px", "72px", "112px"]);
      // The first list column is the summary; the other columns scroll.
      expect(line.children[3]).toBe(pinned[3]);
      expect(line.children[4]?.hasAttribute("data-pinned")).toBe(false);
    }
    // Pinned cells cover what scrolls under them with the row's opaque background.
    const rowBackground =
      styleOf(row as HTMLElement).background || styleOf(row as HTMLElement).backgroundColor;
    expect(rowBackground).toContain("--chakra-colors-bg");
    for (const cell of row?.querySelectorAll("[data-pinned]") ?? []) {
      expect(styleOf(cell).background).toBe(rowBackground);
    }
    // The summary (the first cell) is checked to be the record's first list value.
    expect(row?.querySelector("[data-pinned=summary]")).toHaveTextContent("Anna");
  });

  it("sizes each value column by its content, wrapping only beyond 20rem", async () => {
    renderApp(`/defdossier/${ENTITY}`);
    const table = await screen.findByRole("table", { name: "Contacts" });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    const valueCells = [...row.children].slice(3);
    expect(valueCells.length).toBeGreaterThan(1);
    for (const cell of valueCells) {
      const box = cell.firstElementChild as HTMLElement;
      expect(styleOf(box).width).toBe("max-content");
      expect(styleOf(box).maxWidth).toBe("20rem");
      // No forced minimum or break-anywhere squeezing of a column below its words.
      expect(styleOf(cell).overflowWrap).toBe("break-word");
    }
  });

  it("offsets each pinned column by the widths before it", () => {
    expect([pinnedLeft("select"), pinnedLeft("bell"), pinnedLeft("edit"), pinnedLeft("summary")]).toEqual([
      0, 40, 72, 112,
    ]);
  });
});
