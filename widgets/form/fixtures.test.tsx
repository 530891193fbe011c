// @vitest-environment jsdom
import "../testing/setup";
import { describe, expect, it } from "vitest";
import { fixtureCases, fixtureResolver, modelOf, recordValues } from "../testing/fixtureModels";
import { render } from "../testing/render";
import { createFormStore, DocketForm } from "./DocketForm";

const VIEWS = ["edit", "show", "list", "search", "advanced-search"] as const;

/** Every fixture entity in every view mode: each shown item renders its own widget. */
describe.each(fixtureCases())("$name", ({ fixture, entityId }) => {
  it.each(VIEWS)("%s", (view) => {
    const model = modelOf(fixture, entityId, view);
    const values =
      model.kind === "edit" || model.kind === "search" ? undefined : recordValues(fixture, entityId, model);
    const store = createFormStore(model, values);
    const { container } = render(
      <DocketForm
        model={model}
        store={store}
        services={{ resolve: fixtureResolver(fixture), record: { id: 1 } }}
      />,
    );
    const shown = model.order.filter((id) => store.snapshot(id).visible);
    if (model.order.length > 0) expect(shown.length).toBeGreaterThan(0);
    for (const id of shown) {
      const item = model.items[id];
      const cell = container.querySelector(`[data-item-id="${id}"]`);
      expect(cell, `item ${id} (${item?.type})`).not.toBeNull();
      expect(cell?.getAttribute("data-widget")).toBe(item?.widget);
      const unknown = cell?.textContent?.includes("Unknown field type") ?? false;
      expect(unknown, `item ${id} (${item?.type})`).toBe(item?.widget === "unknown");
    }
    // Hidden items (conditions not met) render nothing at all.
    const hidden = model.order.filter((id) => !store.snapshot(id).visible);
    for (const id of hidden) expect(container.querySelector(`[data-item-id="${id}"]`)).toBeNull();
  });
});
