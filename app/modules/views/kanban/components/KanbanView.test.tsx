// @vitest-environment jsdom
import "../../../../testing/setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../../components/Toaster";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { tokenStore } from "../../../session/state/tokenStore";
import { DEAL, dealBundle, EDIT_STAGE, kanbanHandlers, SEARCH_STAGE, STAGE } from "../testing/kanbanHandlers";
import { KanbanView } from "./KanbanView";

const column = (name: string) => screen.findByRole("region", { name });
/** The keyboard sensor listens from the next tick on, and measures the columns meanwhile. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
async function press(target: Element | Document, code: string) {
  fireEvent.keyDown(target, { code, key: code === "Space" ? " " : code });
  await tick();
}

/** Moves the first Lead card one column to the right with the keyboard; answers the Lead column. */
async function moveWebsiteRelaunchRight(): Promise<HTMLElement> {
  const lead = await column("Lead");
  const handle = await within(lead).findByRole("button", { name: "Move Website relaunch" });
  handle.focus();
  await press(handle, "Space");
  await press(document, "ArrowRight");
  await press(document, "Space");
  return lead;
}

/** Columns side by side, 300 px apart, and cards inside them: what the keyboard moves measure. */
function layOutBoard() {
  return vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const section = this.closest("[data-option-id]");
    const index = section ? [...document.querySelectorAll("[data-option-id]")].indexOf(section) : 0;
    const card = this.hasAttribute("data-record-id");
    const left = index * 300 + (card ? 10 : 0);
    const [top, width, height] = card ? [60, 260, 80] : [0, 280, 800];
    return {
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
    } as DOMRect;
  });
}

function serve(options: Parameters<typeof kanbanHandlers>[0] = {}) {
  const { handlers, log } = kanbanHandlers(options);
  server.use(...handlers);
  return log;
}

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
});
afterEach(() => vi.restoreAllMocks());

describe("KanbanView", () => {
  it("shows a coloured column per option, each from a list call of 50 with its stage and the card view", async () => {
    const log = serve();
    renderWithProviders(<KanbanView entityId={DEAL} />);
    const lead = await column("Lead");
    // Lost is hidden for the marketing role only; this user sees every option.
    const names = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(["Lead", "Qualified", "Proposal", "Negotiation", "Won", "Lost"]);
    expect(within(lead).getByRole("heading", { name: "Lead" }).parentElement).toHaveStyle({
      backgroundColor: "#E2E8F0",
    });
    const card = await within(lead).findByText("Support contract", { selector: "a" });
    // The card view's amount, formatted by the amount widget in list mode.
    expect(card.closest("[data-record-id]")).toHaveTextContent(/3[.,]000/);
    await waitFor(() => expect(log.lists).toHaveLength(6));
    const leadCall = log.lists.find((params) => params.get(String(SEARCH_STAGE)) === String(STAGE.lead));
    expect(leadCall?.get("limit")).toBe("50");
    expect(leadCall?.get("page")).toBe("1");
    expect(leadCall?.get("view")).toBe("kanban_card");
    expect(leadCall?.get("defDossier")).toBe(String(DEAL));
  });

  it("moves a card to the next column with the keyboard: PUT with the target option, the card in its new column", async () => {
    const log = serve();
    layOutBoard();
    renderWithProviders(<KanbanView entityId={DEAL} />);
    const lead = await moveWebsiteRelaunchRight();
    await waitFor(() =>
      expect(log.updates).toEqual([{ id: 1, body: { [EDIT_STAGE]: [STAGE.qualified], version: 2 } }]),
    );
    expect(screen.getByText("Website relaunch was dropped on Qualified.")).toBeInTheDocument();
    const qualified = await column("Qualified");
    expect(await within(qualified).findByText("Website relaunch", { selector: "a" })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(lead).queryByText("Website relaunch", { selector: "a" })).not.toBeInTheDocument(),
    );
  });

  it("puts a card back and says so when the server refuses the move", async () => {
    const log = serve({ refuse: 403 });
    layOutBoard();
    renderWithProviders(
      <>
        <KanbanView entityId={DEAL} />
        <Toaster />
      </>,
    );
    const lead = await moveWebsiteRelaunchRight();
    await waitFor(() => expect(log.updates).toHaveLength(1));
    expect(await screen.findByText("You are not allowed to edit this item")).toBeInTheDocument();
    expect(await within(lead).findByText("Website relaunch", { selector: "a" })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Qualified" })).queryByText("Website relaunch", {
          selector: "a",
        }),
      ).not.toBeInTheDocument(),
    );
  });

  it("puts a card back and says why when someone else moved it meanwhile", async () => {
    serve();
    const message = "This field was changed by someone else";
    server.use(
      http.put("/api/contentdossier/:id", () =>
        HttpResponse.json(
          {
            message,
            errors: { [EDIT_STAGE]: message },
            conflict: { version: 3, modified_by: "bob", current: {} },
          },
          { status: 409 },
        ),
      ),
    );
    layOutBoard();
    renderWithProviders(
      <>
        <KanbanView entityId={DEAL} />
        <Toaster />
      </>,
    );
    const lead = await moveWebsiteRelaunchRight();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await within(lead).findByText("Website relaunch", { selector: "a" })).toBeInTheDocument();
  });

  it("does nothing when a card is dropped back in its own column", async () => {
    const log = serve();
    layOutBoard();
    renderWithProviders(<KanbanView entityId={DEAL} />);
    const lead = await column("Lead");
    const handle = await within(lead).findByRole("button", { name: "Move Website relaunch" });
    handle.focus();
    await press(handle, "Space");
    await press(document, "Space");
    await tick();
    // The drag did happen, over the card's own column (the screen reader hears where it landed).
    expect(screen.getByText("Website relaunch was dropped on Lead.")).toBeInTheDocument();
    expect(log.updates).toEqual([]);
    expect(within(lead).getByText("Website relaunch", { selector: "a" })).toBeInTheDocument();
  });

  it("cannot move cards without the edit permission", async () => {
    serve({ credentials: ["show"] });
    renderWithProviders(<KanbanView entityId={DEAL} />);
    const lead = await column("Lead");
    expect(await within(lead).findByText("Website relaunch", { selector: "a" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Move / })).not.toBeInTheDocument();
  });

  it("hides a column and brings it back from its button", async () => {
    serve();
    renderWithProviders(<KanbanView entityId={DEAL} />);
    await column("Qualified");
    await userEvent.click(screen.getByRole("button", { name: "Hide Qualified" }));
    expect(screen.queryByRole("region", { name: "Qualified" })).not.toBeInTheDocument();
    const hidden = screen.getByRole("group", { name: "Hidden columns" });
    await userEvent.click(within(hidden).getByRole("button", { name: "Show Qualified" }));
    expect(await column("Qualified")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Hidden columns" })).not.toBeInTheDocument();
  });

  it("opens the search panel from the filter button and lists every column with the search", async () => {
    const log = serve();
    renderWithProviders(<KanbanView entityId={DEAL} />);
    await column("Lead");
    expect(screen.queryByRole("region", { name: "Search" })).not.toBeInTheDocument();
    const filter = screen.getByRole("button", { name: "Filter" });
    await userEvent.click(filter);
    expect(filter).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("region", { name: "Search" });
    await userEvent.selectOptions(within(panel).getByRole("combobox", { name: "Archive" }), "both");
    await waitFor(() =>
      expect(log.lists.filter((params) => params.get("archived") === "both")).toHaveLength(6),
    );
  });

  it("says which setting is missing", async () => {
    serve({ bundle: dealBundle({ kanban_search_field: null }) });
    const first = renderWithProviders(<KanbanView entityId={DEAL} />);
    expect(
      await screen.findByText("Contact your administrator, no kanban search field set."),
    ).toBeInTheDocument();
    first.unmount();
    serve({ bundle: dealBundle({ kanban_list_field: null }) });
    renderWithProviders(<KanbanView entityId={DEAL} />);
    expect(
      await screen.findByText("Contact your administrator, no kanban list field set."),
    ).toBeInTheDocument();
  });
});
