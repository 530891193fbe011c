// @vitest-environment jsdom
import "../../testing/setup";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../testing/renderWithProviders";
import { BellIcon } from "./BellIcon";

describe("the line icons", () => {
  it("have a size of their own, one em square (a viewBox alone collapses to 0 x 0 in a table cell)", async () => {
    renderWithProviders(
      <span data-testid="bell">
        <BellIcon color="teal.700" />
      </span>,
    );
    const svg = (await screen.findByTestId("bell")).querySelector("svg");
    expect(svg?.getAttribute("width")).toBe("1em");
    expect(svg?.getAttribute("height")).toBe("1em");
  });
});
