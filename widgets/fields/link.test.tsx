// @vitest-environment jsdom
import "../testing/setup";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { t } from "../i18n";
import type { LinkSource } from "../services";
import { findItem, renderItem } from "../testing/renderItem";
import { NOT_ALLOWED_MESSAGE } from "./link";

const single = findItem("link", "edit", (item) => item.link?.typeOfLink === "select" && !item.multiple);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const source = (): LinkSource => ({
  search: vi.fn(async (_item, query: string) => [
    { id: 501, label: `${query} één` },
    { id: 502, label: `${query} twee` },
  ]),
});

it("searches the data source 500 ms after typing and adds the chosen record", async () => {
  const links = source();
  const { changes } = renderItem(single.model, single.id, { services: { links } });
  fireEvent.change(screen.getByRole("combobox"), { target: { value: "Jan" } });
  await act(() => vi.advanceTimersByTimeAsync(499));
  expect(links.search).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(links.search).toHaveBeenCalledWith(expect.objectContaining({ id: single.id }), "Jan");
  fireEvent.click(screen.getByRole("option", { name: "Jan één" }));
  // The combobox settles a pick after the click event.
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(changes.at(-1)).toEqual([501]);
  expect(screen.getByText("Jan één")).toBeInTheDocument();
});

it("holds one record when single-select and says the maximum is reached", async () => {
  const links = source();
  renderItem(single.model, single.id, { value: [501], services: { links, resolve: () => "Gekozen" } });
  const box = screen.getByRole("combobox");
  fireEvent.focus(box);
  expect(screen.getByText("Maximum number of items selected")).toBeInTheDocument();
  fireEvent.change(box, { target: { value: "Jan" } });
  await act(() => vi.advanceTimersByTimeAsync(600));
  expect(screen.queryByRole("option")).toBeNull();
});

it("shows the 403 notice when the linked entity may not be seen", () => {
  renderItem(single.model, single.id, { services: { links: { ...source(), canShow: () => false } } });
  expect(screen.getByText(t(NOT_ALLOWED_MESSAGE))).toBeInTheDocument();
  expect(screen.queryByRole("combobox")).toBeNull();
});

it("leaves embedded lists to the app through a slot", () => {
  const embedded = findItem("link", "edit", (item) => item.link?.typeOfLink === "embeddedList");
  const { container } = renderItem(embedded.model, embedded.id, {
    services: { renderSlot: ({ kind, item }) => <p>{`${kind} ${item.link?.id}`}</p> },
  });
  const slot = container.querySelector("[data-slot='embedded']");
  expect(slot).toHaveTextContent(`embedded ${embedded.model.items[embedded.id]?.link?.id}`);
});

it("links shown records to their pages", () => {
  const show = findItem("link", "show", (item) => item.link?.typeOfLink === "select");
  renderItem(show.model, show.id, { value: [7, 8], services: { resolve: (_kind, id) => `Dossier ${id}` } });
  expect(screen.getByRole("link", { name: "Dossier 7" })).toHaveAttribute("href", "/contentdossier/7");
});

it("places the app's add and filter controls beside the select; a record they answer becomes the value", () => {
  const links: LinkSource = {
    ...source(),
    renderAdd: ({ onPicked }) => (
      <button type="button" onClick={() => onPicked({ id: 77, label: "Added" })}>
        add
      </button>
    ),
    renderFilter: ({ onPicked }) => (
      <button type="button" onClick={() => onPicked({ id: 78, label: "Found" })}>
        filter
      </button>
    ),
  };
  const { changes } = renderItem(single.model, single.id, { value: [501], services: { links } });
  fireEvent.click(screen.getByRole("button", { name: "add" }));
  // Single-select: the new record takes the place of the one chosen before.
  expect(changes.at(-1)).toEqual([77]);
  fireEvent.click(screen.getByRole("button", { name: "filter" }));
  expect(changes.at(-1)).toEqual([78]);
});

it("offers no add control when the item says hide_add", () => {
  const model = structuredClone(single.model);
  const item = model.items[single.id];
  if (item) item.settings = { ...item.settings, hide_add: true };
  const links: LinkSource = { ...source(), renderAdd: () => <button type="button">add</button> };
  renderItem(model, single.id, { services: { links } });
  expect(screen.queryByRole("button", { name: "add" })).toBeNull();
});
