// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { type CompiledItem, compile } from "../../../../engine";
import companyFixture from "../../../../fixtures/bundles/crm-company.json";
import type { Bundle } from "../../../../schemas";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { renderWithProviders } from "../../../testing/renderWithProviders";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { EmbeddedList } from "../../record/components/EmbeddedList";
import { listHandlers } from "../../records/testing/listHandlers";
import { tokenStore } from "../../session/state/tokenStore";
import { DEAL, kanbanHandlers, SEARCH_STAGE, STAGE } from "../kanban/testing/kanbanHandlers";

/** The company page's embedded deals: views list and kanban. */
const DEALS_ITEM = 2578;
const DEALS_LINK = 2062;

const viewSelect = () => screen.findByRole("combobox", { name: "View" });

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("the view switcher", () => {
  it("offers the views an entity's settings configure and shows the chosen one instead of the table", async () => {
    const { handlers, log } = kanbanHandlers();
    server.use(...platformHandlers(), ...handlers);
    const first = renderApp(`/defdossier/${DEAL}`);
    const select = await viewSelect();
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "List",
      "Kanban",
    ]);
    expect(await screen.findByRole("table", { name: "Deals" })).toBeInTheDocument();

    await userEvent.selectOptions(select, "kanban");
    expect(await screen.findByRole("region", { name: "Lead" })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Deals" })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(log.lists.some((params) => params.get(String(SEARCH_STAGE)) === String(STAGE.lead))).toBe(true),
    );

    // The choice is kept for the entity like its list state.
    first.unmount();
    renderApp(`/defdossier/${DEAL}`);
    expect(await screen.findByRole("region", { name: "Lead" })).toBeInTheDocument();
    expect(await viewSelect()).toHaveValue("kanban");
  });

  it("shows no dropdown for an entity with only the table", async () => {
    const { handlers } = listHandlers();
    server.use(...platformHandlers(), ...handlers);
    renderApp("/defdossier/2031");
    expect(await screen.findByRole("table", { name: "Contacts" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "View" })).not.toBeInTheDocument();
  });

  it("offers an embedded list the link item's views and asks the parent's children on the board", async () => {
    const { handlers, log } = kanbanHandlers();
    server.use(...platformHandlers(), ...handlers);
    const company = compile(companyFixture as unknown as Bundle, "show");
    const item = company.items[DEALS_ITEM] as CompiledItem;
    renderWithProviders(<EmbeddedList item={item} parent={{ id: 900, archived: false }} />);
    await userEvent.selectOptions(await viewSelect(), "kanban");
    expect(await screen.findByRole("region", { name: "Lead" })).toBeInTheDocument();
    await waitFor(() => expect(log.lists.some((params) => params.has(String(SEARCH_STAGE)))).toBe(true));
    const board = log.lists.filter((params) => params.has(String(SEARCH_STAGE)));
    for (const params of board) {
      expect(params.get("dossierId")).toBe("900");
      expect(params.get("linkId")).toBe(String(DEALS_LINK));
    }
    expect(sessionStorage.getItem(`docket.list.view.link${DEALS_ITEM}`)).toBe("kanban");
  });
});
