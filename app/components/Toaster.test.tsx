// @vitest-environment jsdom
import "../testing/setup";
import { act, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithProviders } from "../testing/renderWithProviders";
import { Toaster } from "./Toaster";
import { toaster } from "./toaster";

it("reads notices to screen readers: a status in a live region, an error as an alert", async () => {
  renderWithProviders(<Toaster />);
  act(() => {
    toaster.create({ type: "success", title: "Saved", duration: 60_000 });
  });
  const saved = await screen.findByRole("status");
  expect(saved).toHaveTextContent("Saved");
  expect(saved.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");

  act(() => {
    toaster.create({ type: "error", title: "Not all fields are (correctly) filled in.", duration: 60_000 });
  });
  expect(await screen.findByRole("alert")).toHaveTextContent("Not all fields are (correctly) filled in.");
});
