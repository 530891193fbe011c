// @vitest-environment jsdom
import "../testing/setup";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ViewModel } from "../../engine";
import { fieldTypeOf } from "../../engine";
import { entityByName, environmentBySlug } from "../../fixtures";
import { formatContextOf } from "../environment";
import { activeFormatLocale } from "../formatLocale";
import { fixtureResolver, modelOf, recordValues } from "../testing/fixtureModels";
import { render } from "../testing/render";
import { createFormStore, DocketForm, INVALID_FORM_MESSAGE } from "./DocketForm";

const care = environmentBySlug("care");
const client = entityByName(care, "client").entity.id;

const cell = (container: HTMLElement, id: number) =>
  container.querySelector<HTMLElement>(`[data-item-id="${id}"]`);

// Client: "Wettelijk vertegenwoordiger" (1444, radio Ja/Nee) = Ja shows and requires 1448 and 1451.
const REPRESENTATIVE = 1444;
const REPRESENTATIVE_NAME = 1448;

describe("conditions while typing", () => {
  it("shows and requires the representative's name once 'Ja' is chosen", async () => {
    const user = userEvent.setup();
    const { container } = render(<DocketForm model={modelOf(care, client, "edit")} />);
    expect(cell(container, REPRESENTATIVE_NAME)).toBeNull();

    await user.click(within(cell(container, REPRESENTATIVE) as HTMLElement).getByLabelText("Ja"));
    const name = cell(container, REPRESENTATIVE_NAME) as HTMLElement;
    expect(name).not.toBeNull();
    expect(name.querySelector("[data-required]")).not.toBeNull();

    await user.click(within(cell(container, REPRESENTATIVE) as HTMLElement).getByLabelText("Nee"));
    expect(cell(container, REPRESENTATIVE_NAME)).toBeNull();
  });

  it("marks obligatory items with the red asterisk, and only them", () => {
    const model = modelOf(care, client, "edit");
    const { container } = render(<DocketForm model={model} />);
    for (const id of model.order) {
      const element = cell(container, id);
      if (!element) continue;
      const marked = element.querySelector("[data-required]") !== null;
      expect(marked, `item ${id}`).toBe(model.items[id]?.required);
    }
  });

  it("shows no asterisk outside edit views", () => {
    const { container } = render(<DocketForm model={modelOf(care, client, "show")} />);
    expect(container.querySelector("[data-required]")).toBeNull();
  });
});

describe("submitting", () => {
  it("validates through the engine, focuses the first error and shows the toast", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const model = modelOf(care, client, "edit");
    const { container } = render(
      <DocketForm model={model} onSubmit={onSubmit}>
        <button type="submit">Save</button>
      </DocketForm>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(INVALID_FORM_MESSAGE);
    const first = model.order.find((id) => model.items[id]?.required) as number;
    const firstCell = cell(container, first) as HTMLElement;
    expect(firstCell).toHaveTextContent("This is a required field");
    expect(firstCell.contains(document.activeElement)).toBe(true);
  });

  it("hands the values over when the engine finds no error", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const model = modelOf(care, client, "edit");
    render(
      <DocketForm model={model} values={recordValues(care, client, model)} onSubmit={onSubmit}>
        <button type="submit">Save</button>
      </DocketForm>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    for (const id of Object.keys(values)) expect(model.items[id]?.editable).toBe(true);
  });

  it("puts server errors on their items, by item id or field key, and focuses the first", () => {
    const model = modelOf(care, client, "edit");
    const [first, second] = model.order.filter((id) => model.items[id]?.type === "text") as [number, number];
    const secondKey = model.items[second]?.key as string;
    const { container } = render(
      <DocketForm
        model={model}
        serverErrors={{ [first]: "Enter a valid BSN", [secondKey]: "This value is not valid" }}
      />,
    );
    expect(cell(container, first)).toHaveTextContent("Enter a valid BSN");
    expect(cell(container, second)).toHaveTextContent("This value is not valid");
    expect(cell(container, first)?.contains(document.activeElement)).toBe(true);
  });

  it("links each input to its error text and marks it invalid", () => {
    const model = modelOf(care, client, "edit");
    const first = model.order.find((id) => model.items[id]?.type === "text") as number;
    const { container } = render(
      <DocketForm model={model} serverErrors={{ [first]: "Enter a valid BSN" }} />,
    );
    const input = within(cell(container, first) as HTMLElement).getByRole("textbox");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Enter a valid BSN");
    expect((input as HTMLInputElement).labels?.[0]).toHaveTextContent(model.items[first]?.label as string);
  });

  it("clears an item's error as soon as it is edited", async () => {
    const user = userEvent.setup();
    const model = modelOf(care, client, "edit");
    const first = model.order.find((id) => model.items[id]?.type === "text") as number;
    const { container } = render(
      <DocketForm model={model} serverErrors={{ [first]: "Enter a valid BSN" }} />,
    );
    await user.type(within(cell(container, first) as HTMLElement).getByRole("textbox"), "x");
    expect(cell(container, first)).not.toHaveTextContent("Enter a valid BSN");
  });
});

describe("list options restricted by role", () => {
  const STATUS = 1433;
  const DECEASED = 1295;

  const TRAINEE = 1002;

  it("hides them from users holding a listed role", () => {
    const { container } = render(<DocketForm model={modelOf(care, client, "edit", false, [TRAINEE])} />);
    const select = within(cell(container, STATUS) as HTMLElement).getByRole("combobox");
    expect(select.querySelector(`option[value="${DECEASED}"]`)).toBeNull();
    expect(select.querySelectorAll("option").length).toBeGreaterThan(1);
  });

  it("marks them for admins", () => {
    const { container } = render(<DocketForm model={modelOf(care, client, "edit", true)} />);
    const option = (cell(container, STATUS) as HTMLElement).querySelector(`option[value="${DECEASED}"]`);
    expect(option).toHaveAttribute("data-restricted", "true");
    expect(option?.textContent).toContain("🔒");
  });
});

describe("show and list formatting", () => {
  /** Items whose whole text is the engine's formatted value. */
  const PLAIN = new Set([
    "text",
    "date",
    "amount",
    "email",
    "url",
    "time",
    "autoIncrement",
    "calc",
    "list",
    "user",
  ]);

  it.each(["show", "list"] as const)("matches the engine's format() in %s mode", (view) => {
    let checked = 0;
    for (const { entity } of care.entities) {
      const model: ViewModel = modelOf(care, entity.id, view);
      const values = recordValues(care, entity.id, model);
      const services = { resolve: fixtureResolver(care) };
      // The form writes dates and amounts in the interface language's notation (English in the tests).
      const ctx = { ...formatContextOf(model, services), formatLocale: activeFormatLocale() };
      const { container, unmount } = render(<DocketForm model={model} values={values} services={services} />);
      for (const id of model.order) {
        const item = model.items[id];
        const body = cell(container, id)?.querySelector("[data-field-body]");
        if (!item || !body || !PLAIN.has(item.type)) continue;
        // Avatars and "3 days ago" decorate the value; the text itself must be the engine's.
        const element = body.cloneNode(true) as HTMLElement;
        for (const decoration of element.querySelectorAll("[data-decoration]")) decoration.remove();
        const expected = fieldTypeOf(item.type)?.format(values[id], item, view, ctx);
        const text = expected === "Unknown" ? "Unknown" : expected;
        expect(element.textContent, `item ${id} (${item.type})`).toBe(text);
        checked++;
      }
      unmount();
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe("information texts and pretexts", () => {
  it("sanitises information texts to the spec's tags and shows them inline with show_info_direct", () => {
    const model = modelOf(care, client, "edit");
    const id = model.order[0] as number;
    const item = model.items[id] as ViewModel["items"][string];
    const patched: ViewModel = {
      ...model,
      items: {
        ...model.items,
        [id]: {
          ...item,
          information: '<b>Let op</b><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
          pretext: "Vooraf",
          settings: { ...item.settings, show_info_direct: true },
        },
      },
    };
    const { container } = render(<DocketForm model={patched} />);
    const info = (cell(container, id) as HTMLElement).querySelector("[data-info-text]") as HTMLElement;
    expect(info.innerHTML).toBe("<b>Let op</b>x");
    expect(cell(container, id)?.querySelector("[data-pretext]")).toHaveTextContent("Vooraf");
  });

  it("shows information texts behind the info button otherwise", async () => {
    const user = userEvent.setup();
    const model = modelOf(care, client, "edit");
    const id = model.order[0] as number;
    const item = model.items[id] as ViewModel["items"][string];
    const patched: ViewModel = {
      ...model,
      items: {
        ...model.items,
        [id]: { ...item, information: "<p>Zie <b>dossier</b></p><script>x()</script>" },
      },
    };
    const { container } = render(<DocketForm model={patched} />);
    const element = cell(container, id) as HTMLElement;
    expect(element.querySelector("[data-info-text]")).toBeNull();
    expect(item.label).not.toBe("");
    // The button names the field it explains (issue 19), not a bare "Information".
    await user.click(within(element).getByRole("button", { name: `Information about ${item.label}` }));
    expect((element.querySelector("[data-info-text]") as HTMLElement).innerHTML).toBe(
      "<p>Zie <b>dossier</b></p>",
    );
    // Escape closes it and leaves focus on its button.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(element.querySelector("[data-info-text]")).toBeNull());
  });

  it("shows no pretext in search views", () => {
    const model = modelOf(care, client, "search");
    const id = model.order[0] as number;
    const item = model.items[id] as ViewModel["items"][string];
    const patched: ViewModel = { ...model, items: { ...model.items, [id]: { ...item, pretext: "Vooraf" } } };
    const { container } = render(<DocketForm model={patched} />);
    expect(cell(container, id)?.querySelector("[data-pretext]")).toBeNull();
  });
});

describe("the store shared across positions", () => {
  it("keeps conditions working between forms rendering different positions", () => {
    const model = modelOf(care, client, "edit");
    const store = createFormStore(model);
    const holder = model.layout.positions.find((p) => p.items.includes(REPRESENTATIVE))?.id as number;
    const target = model.layout.positions.find((p) => p.items.includes(REPRESENTATIVE_NAME))?.id as number;
    const { container } = render(
      <>
        <DocketForm model={model} store={store} positionIds={[holder]} />
        <DocketForm model={model} store={store} positionIds={[target]} />
      </>,
    );
    expect(cell(container, REPRESENTATIVE_NAME)).toBeNull();
    act(() => store.setValue(REPRESENTATIVE, [1280]));
    expect(cell(container, REPRESENTATIVE_NAME)).not.toBeNull();
  });
});

it("reports each change to onChange", () => {
  const onChange = vi.fn();
  const model = modelOf(care, client, "edit");
  const first = model.order.find((id) => model.items[id]?.type === "text") as number;
  const { container } = render(<DocketForm model={model} onChange={onChange} />);
  fireEvent.change(within(cell(container, first) as HTMLElement).getByRole("textbox"), {
    target: { value: "Jansen" },
  });
  expect(onChange).toHaveBeenCalledWith(first, "Jansen");
});

describe("display rules", () => {
  // Contact moment 1567 shows when the client's has_guardian is 1280; 1568 hides when languages hold 1286.
  const contactMoment = entityByName(care, "contact_moment").entity.id;

  it("follow the path values the app looks up, and change when they change", () => {
    const model = modelOf(care, contactMoment, "edit");
    const { container, rerender } = render(<DocketForm model={model} paths={{}} />);
    // Paths that could not be resolved leave the items shown, as the spec asks of failed rules.
    expect(cell(container, 1567)).not.toBeNull();
    expect(cell(container, 1568)).not.toBeNull();
    rerender(
      <DocketForm model={model} paths={{ "client.has_guardian": ["1281"], "client.languages": ["1285"] }} />,
    );
    expect(cell(container, 1567)).toBeNull();
    expect(cell(container, 1568)).not.toBeNull();
    rerender(
      <DocketForm model={model} paths={{ "client.has_guardian": ["1280"], "client.languages": ["1286"] }} />,
    );
    expect(cell(container, 1567)).not.toBeNull();
    expect(cell(container, 1568)).toBeNull();
  });
});

describe("language switch", () => {
  it("re-renders labels' messages in the new language at once", async () => {
    const { activate, loadLanguage } = await import("../../locales");
    await loadLanguage("nl");
    const model = modelOf(care, client, "edit");
    const first = model.order.find((id) => model.items[id]?.type === "text") as number;
    const { container } = render(
      <DocketForm model={model} serverErrors={{ [first]: "This is a required field" }} />,
    );
    expect(cell(container, first)).toHaveTextContent("This is a required field");
    act(() => {
      activate("nl");
    });
    expect(cell(container, first)).toHaveTextContent("Dit is een verplicht veld");
    act(() => {
      activate("en");
    });
  });
});

it("keeps what was typed when the model is recompiled, as for another locale", () => {
  const model = modelOf(care, client, "edit");
  const first = model.order.find((id) => model.items[id]?.type === "text") as number;
  const { container, rerender } = render(<DocketForm model={model} />);
  fireEvent.change(within(cell(container, first) as HTMLElement).getByRole("textbox"), {
    target: { value: "Jansen" },
  });
  const english: ViewModel = {
    ...model,
    locale: "en_GB",
    items: {
      ...model.items,
      [first]: { ...(model.items[first] as ViewModel["items"][string]), label: "Surname" },
    },
  };
  rerender(<DocketForm model={english} />);
  const element = cell(container, first) as HTMLElement;
  expect(element).toHaveTextContent("Surname");
  expect(within(element).getByRole("textbox")).toHaveValue("Jansen");
});

describe("fields inside another form", () => {
  it("renders no form of its own with element div, so a row input is no nested form", () => {
    const model = modelOf(care, client, "edit");
    const { container } = render(
      <form data-outer="">
        <DocketForm model={model} element="div" id="row" />
      </form>,
    );
    expect(container.querySelectorAll("form")).toHaveLength(1);
    expect(container.querySelector("div#row[data-view='edit']")).not.toBeNull();
  });
});
