// @vitest-environment jsdom
import "../testing/setup";
import { fireEvent, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { widgetRegistry } from "../fields";
import text from "../fields/text";
import { isWidget, rankWith } from "../registry";
import { FIRST_ITEM, largeEditModel, SHOW_WORD } from "../testing/largeModel";
import { render } from "../testing/render";
import type { FieldWidget, FieldWidgetProps } from "../types";
import { DocketForm } from "./DocketForm";
import { FIRST_MOUNTED } from "./useProgressiveMount";

const FIELDS = 300;

/** Renders of the text widget by item id. */
const renders = new Map<number, number>();
const TextEdit = text.modes.edit as FieldWidget;

function CountingText(props: FieldWidgetProps) {
  renders.set(props.item.id, (renders.get(props.item.id) ?? 0) + 1);
  return <TextEdit {...props} />;
}

it("re-renders only the edited item and the item whose visibility and required state change", async () => {
  renders.clear();
  const registry = widgetRegistry.extend({
    type: "text",
    modes: { edit: CountingText },
    tester: rankWith(10, isWidget("text")),
  });
  const model = largeEditModel(FIELDS);
  const last = FIRST_ITEM + FIELDS - 1;
  const { container } = render(<DocketForm model={model} registry={registry} />);
  // The top of the form mounts at once, the rest when the browser is idle; each item mounts once.
  expect(renders.size).toBe(FIRST_MOUNTED);
  await waitFor(() => expect(renders.size).toBe(FIELDS - 1), { timeout: 60_000 });
  expect(renders.has(last)).toBe(false);

  const input = container.querySelector<HTMLInputElement>(`#dk-item-${FIRST_ITEM}`) as HTMLInputElement;
  let typed = "";
  const started = performance.now();
  for (const char of SHOW_WORD) {
    typed += char;
    fireEvent.change(input, { target: { value: typed } });
  }
  const perKeystroke = (performance.now() - started) / SHOW_WORD.length;

  expect(renders.get(FIRST_ITEM)).toBe(1 + SHOW_WORD.length);
  // The condition's target mounts once, required: its asterisk shows.
  expect(renders.get(last)).toBe(1);
  expect(container.querySelector(`[data-item-id="${last}"] [data-required]`)).not.toBeNull();
  const others = [...renders].filter(([id]) => id !== FIRST_ITEM && id !== last);
  expect(others.length).toBe(FIELDS - 2);
  expect(others.every(([, count]) => count === 1)).toBe(true);
  console.info(
    `${FIELDS}-field form: ${perKeystroke.toFixed(1)} ms per keystroke in jsdom, ${others.length} other fields not re-rendered`,
  );
}, 180_000);
