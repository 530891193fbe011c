// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { entityByName, environmentBySlug } from "../../fixtures";
import { modelOf } from "../testing/fixtureModels";
import { lazyPartsLoaded } from "../testing/lazyParts";
import { render } from "../testing/render";
import { DocketForm, INVALID_FORM_MESSAGE } from "./DocketForm";

const care = environmentBySlug("care");
const carePlan = entityByName(care, "care_plan").entity.id;

it("announces every required field left empty: invalid, described by its message, and the summary", async () => {
  const model = modelOf(care, carePlan, "edit");
  const required = model.order.filter((id) => model.items[id]?.required);
  const types = new Set(required.map((id) => model.items[id]?.type));
  // Text, link, date, list, rich text and user: each kind of widget marks its own control.
  expect([...types].sort()).toEqual(["date", "link", "list", "text", "textarea", "user"]);
  const { container } = render(
    <DocketForm model={model}>
      <button type="submit">Add</button>
    </DocketForm>,
  );
  await lazyPartsLoaded(container);
  // The live region is there before anything is said in it, so screen readers follow it.
  const region = screen
    .getAllByRole("status")
    .find((element) => element.getAttribute("aria-live") === "polite");
  expect(region).toBeDefined();
  // A synchronous click: the toast is read before its 2.5 seconds are up, however busy the machine.
  fireEvent.click(screen.getByRole("button", { name: "Add" }));

  expect(region).toHaveTextContent(INVALID_FORM_MESSAGE);
  // A required list with a default option (Status) is filled in already; every other one is in error.
  const inError = required.filter((id) =>
    container.querySelector(`[data-item-id="${id}"] [role="alert"]`)?.textContent?.includes("required"),
  );
  expect(new Set(inError.map((id) => model.items[id]?.type))).toEqual(
    new Set(["date", "link", "text", "textarea", "user"]),
  );
  for (const id of inError) {
    const cell = container.querySelector<HTMLElement>(`[data-item-id="${id}"]`) as HTMLElement;
    const label = `${model.items[id]?.type} ${model.items[id]?.label}`;
    const invalid = [...cell.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    expect(invalid.length, label).toBeGreaterThan(0);
    for (const control of invalid) {
      expect(control, label).toHaveAccessibleDescription(/This is a required field/);
    }
  }
}, 120_000);
