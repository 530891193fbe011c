// @vitest-environment jsdom
import "../testing/setup";
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { CompiledItem } from "../../engine";
import { findItem, renderItem } from "../testing/renderItem";

/** A dossier_data item of a view, set to show one kind of metadata. */
function metadataItem(view: string, kind: string) {
  const { model, id } = findItem("dossier_data", view);
  const item = model.items[id] as CompiledItem;
  return {
    model,
    id,
    change: { settings: { ...item.settings, dossier_data: kind } } as Partial<CompiledItem>,
  };
}

it.each([
  ["created_at", "2026-03-01T13:05:00Z", "1 Mar 2026 14:05"],
  ["modified_at", "2026-07-15T08:30:00Z", "15 Jul 2026 10:30"],
  ["created_by", { username: "jan" }, "jan"],
  ["modified_by", "piet", "piet"],
  ["dossier_id", 42, "42"],
  ["summary", "Anna Jansen", "Anna Jansen"],
])("shows %s as the engine formats it", (kind, value, shown) => {
  const { model, id, change } = metadataItem("show", kind);
  renderItem(model, id, { value, change });
  expect(screen.getByText(shown)).toBeInTheDocument();
});

it("stays read-only even in edit mode", () => {
  const { model, id, change } = metadataItem("show", "created_by");
  // Drawn in edit mode on purpose: the widget's own edit mode has no input either.
  const edit = { ...model, view: "edit", kind: "edit" } as typeof model;
  const { changes } = renderItem(edit, id, {
    value: { username: "jan" },
    change: { ...change, editable: true },
  });
  expect(screen.getByText("jan")).toBeInTheDocument();
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  expect(changes).toEqual([]);
});

it("shows the moment in a list column too", () => {
  const { model, id, change } = metadataItem("list", "modified_at");
  renderItem(model, id, { value: "2026-03-01T13:05:00Z", change });
  expect(screen.getByText("1 Mar 2026 14:05")).toBeInTheDocument();
});

it.each(["created_by", "modified_by"])("links %s to the user's profile when the id comes along", (kind) => {
  for (const view of ["show", "list"]) {
    const { model, id, change } = metadataItem(view, kind);
    const rendered = renderItem(model, id, { value: { id: 12, username: "jan" }, change });
    expect(screen.getByRole("link", { name: "jan" })).toHaveAttribute("href", "/user/12");
    rendered.unmount();
  }
  // A bare username (an older answer) stays plain text.
  const { model, id, change } = metadataItem("show", kind);
  renderItem(model, id, { value: "piet", change });
  expect(screen.getByText("piet")).toBeInTheDocument();
  expect(screen.queryByRole("link")).toBeNull();
});
