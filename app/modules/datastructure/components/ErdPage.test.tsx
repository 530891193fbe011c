// @vitest-environment jsdom
import "../../../testing/setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { structureFixture, structureHandlers } from "../testing/structureFixture";

// jsdom does not lay out SVG; React Flow measures the lines' labels with getBBox.
(SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox ??= () =>
  ({ x: 0, y: 0, width: 40, height: 12 }) as DOMRect;

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

/** The boxes React Flow draws: focusable groups named after their entity. */
const boxes = () => [...document.querySelectorAll<HTMLElement>(".react-flow__node")];

describe("the ERD, /erd", () => {
  it("draws each entity as a box with its fields and links, and each link as a line", async () => {
    server.use(...platformHandlers(), ...structureHandlers(structureFixture()));
    renderApp("/erd");
    expect(await screen.findByRole("heading", { level: 1, name: "ERD" })).toBeInTheDocument();
    await waitFor(() => expect(boxes()).toHaveLength(3), { timeout: 20_000 });
    expect(boxes().map((box) => box.getAttribute("aria-label"))).toEqual(["Contacts", "Companies", "Notes"]);
    for (const box of boxes()) expect(box).toHaveAttribute("tabindex", "0");
    const contacts = boxes()[0] as HTMLElement;
    expect(
      within(contacts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["name text", "birthday date", "company links to Companies"]);
    expect(within(boxes()[2] as HTMLElement).getByText("No fields found")).toBeInTheDocument();
    // The lines follow the layout's route; the embedded list is dashed and both end in an arrow.
    await waitFor(() => expect(document.querySelectorAll("path[data-link-id]")).toHaveLength(2));
    const company = document.querySelector('path[data-link-id="31"]') as SVGPathElement;
    const contactsLine = document.querySelector('path[data-link-id="32"]') as SVGPathElement;
    expect(company.getAttribute("d")).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+)+$/);
    expect(company.getAttribute("marker-end")).toMatch(/^url\(.+\)$/);
    expect(contactsLine.style.strokeDasharray).toBe("6 4");
    expect(company.style.strokeDasharray).toBe("");
    expect(screen.getByText("company")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zoom out" })).toBeInTheDocument();
  });

  it("opens an entity by a click on its box, or Enter on it", async () => {
    server.use(...platformHandlers(), ...structureHandlers(structureFixture()));
    const { router } = renderApp("/erd");
    await waitFor(() => expect(boxes()).toHaveLength(3), { timeout: 20_000 });
    const companies = boxes()[1] as HTMLElement;
    companies.focus();
    expect(document.activeElement).toBe(companies);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/datastructure/20"));

    await router.navigate({ to: "/erd" });
    await waitFor(() => expect(boxes()).toHaveLength(3));
    fireEvent.click(within(boxes()[2] as HTMLElement).getByText("Notes"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/datastructure/30"));
  });
});
