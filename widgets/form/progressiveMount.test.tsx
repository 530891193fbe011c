// @vitest-environment jsdom
import "../testing/setup";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIRST_ITEM, largeEditModel } from "../testing/largeModel";
import { render } from "../testing/render";
import { DocketForm } from "./DocketForm";
import { FIRST_MOUNTED } from "./useProgressiveMount";

const FIELDS = 200;
const mountedItems = (container: HTMLElement) => container.querySelectorAll("[data-item-id]").length;

// jsdom mounts a couple of hundred fields slowly on a busy machine.
describe("a long form mounts the top first", { timeout: 180_000 }, () => {
  it("mounts the first items at once and the rest, in order, when the browser is idle", async () => {
    const { container } = render(<DocketForm model={largeEditModel(FIELDS)} />);
    expect(mountedItems(container)).toBe(FIRST_MOUNTED);
    expect(container.querySelector("form")).toHaveAttribute("data-mounting");
    // The last item is hidden until a condition shows it.
    await waitFor(() => expect(container.querySelector("form")).not.toHaveAttribute("data-mounting"), {
      timeout: 120_000,
    });
    expect(mountedItems(container)).toBe(FIELDS - 1);
    const ids = [...container.querySelectorAll("[data-item-id]")].map((element) =>
      Number(element.getAttribute("data-item-id")),
    );
    expect(ids).toEqual(Array.from({ length: FIELDS - 1 }, (_, index) => FIRST_ITEM + index));
  });

  it("mounts everything at once to focus a server error far down the form", async () => {
    const target = FIRST_ITEM + FIELDS - 10;
    const { container } = render(
      <DocketForm model={largeEditModel(FIELDS)} serverErrors={{ [target]: "This is a required field" }} />,
    );
    await waitFor(() => expect(document.activeElement?.id).toBe(`dk-item-${target}`), { timeout: 120_000 });
    expect(container.querySelector(`[data-item-id="${target}"]`)).toHaveTextContent(
      "This is a required field",
    );
  });

  it("focuses an error found on submit, mounted or not", async () => {
    const model = largeEditModel(FIELDS);
    const { container } = render(<DocketForm model={model} />);
    const first = container.querySelector<HTMLInputElement>(`#dk-item-${FIRST_ITEM}`) as HTMLInputElement;
    // 'ja' shows and requires the last item, left empty: submitting puts its error there.
    fireEvent.change(first, { target: { value: "ja" } });
    await act(async () => {
      fireEvent.submit(container.querySelector("form") as HTMLFormElement);
    });
    const last = FIRST_ITEM + FIELDS - 1;
    await waitFor(() => expect(document.activeElement?.id).toBe(`dk-item-${last}`), { timeout: 120_000 });
  });
});
