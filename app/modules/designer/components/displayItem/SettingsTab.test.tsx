// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { DisplayItem, DisplayItemWrite } from "../../../../../schemas";
import {
  environment,
  environmentModule,
  LOCALES,
  platformHandlers,
} from "../../../../testing/platformHandlers";
import { renderWithProviders } from "../../../../testing/renderWithProviders";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { draftOf } from "../../utils/draftOf";
import type { EditorDraft } from "../../utils/EditorDraft";
import { itemBody } from "../../utils/itemBody";
import { DisplayFieldEditor } from "../DisplayFieldEditor";

const field = (id: number, name: string, type: string) => ({
  id,
  name,
  def_field: { id: id + 100, name, type, settings: {} },
  def_field_lists: [],
});

const COMPANY = {
  id: 31,
  name: "company",
  type_of_link: "embeddedList",
  child_def_dossier_id: 20,
  settings: {},
};

function displayItem(id: number, overrides: Partial<DisplayItem>): DisplayItem {
  return {
    id,
    uuid: `00000000-0000-4000-8000-000000000${id}`,
    view: "edit",
    rank: 0,
    col: 1,
    colspan: 6,
    rowspan: 1,
    translations: [{ culture: "en_GB", name: `Item ${id}` }],
    permissions_type: null,
    roles: [],
    settings: {},
    def_dossier_def_field: null,
    def_dossier_link: null,
    ...overrides,
  } as DisplayItem;
}

const ITEMS = {
  date: displayItem(301, { def_dossier_def_field: field(61, "birthday", "date") as never }),
  notes: displayItem(302, { def_dossier_def_field: field(62, "notes", "textarea") as never }),
  company: displayItem(303, { def_dossier_link: COMPANY as never }),
  button: displayItem(304, { def_dossier_def_field: field(64, "print", "customActionButton") as never }),
  file: displayItem(306, { def_dossier_def_field: field(66, "contract", "file") as never }),
  amount: displayItem(305, { view: "search", def_dossier_def_field: field(65, "price", "amount") as never }),
};

function handlers(modules: string[] = []) {
  return [
    // Before the platform's empty list of blocks.
    http.get("/api/mypageblock", ({ request }) => {
      const entity = new URL(request.url).searchParams.get("defDossier");
      const blocks = entity === "20" ? [{ id: 8, name: "Open cases" }] : [];
      return HttpResponse.json({ results: blocks, pager: { current: 1, pages: 1, items: blocks.length } });
    }),
    ...platformHandlers({
      environments: [
        environment(1000, "Zorgdossier", {
          locales: LOCALES.slice(0, 2),
          env_modules: modules.map((module, index) => environmentModule(index + 1, module)),
        }),
      ],
    }),
    http.get("/api/defdossierdeffield", ({ request }) => {
      const entity = new URL(request.url).searchParams.get("defDossier");
      const fields =
        entity === "10"
          ? [field(61, "birthday", "date"), field(62, "notes", "textarea")]
          : [field(71, "name", "text"), field(72, "city", "text")];
      return HttpResponse.json({ results: fields, pager: { current: 1, pages: 1, items: fields.length } });
    }),
    http.get("/api/defdossierlink", ({ request }) => {
      const entity = new URL(request.url).searchParams.get("defDossier");
      const links = entity === "10" ? [COMPANY] : [];
      return HttpResponse.json({ results: links, pager: { current: 1, pages: 1, items: links.length } });
    }),
    http.get("/api/displaycustomview", () =>
      HttpResponse.json({ results: [{ id: 5, viewName: "compact" }], pager: {} }),
    ),
    http.get("/api/module/report", () => HttpResponse.json({ results: [], pager: {} })),
  ];
}

/** The editor as the field designer holds it: the draft in state, Save builds the PATCH body. */
function Harness({ item, sent }: { item: DisplayItem; sent: DisplayItemWrite[] }) {
  const [draft, setDraft] = useState<EditorDraft>(() => draftOf(item, 1));
  return (
    <DisplayFieldEditor
      draft={draft}
      title="Edit display field"
      locales={LOCALES.slice(0, 2)}
      roles={[]}
      customViews={[]}
      entityId={10}
      environmentId={1000}
      locale="en_GB"
      onChange={setDraft}
      onSave={async () => {
        sent.push(itemBody(draft, { entityId: 10, environmentId: 1000 }));
      }}
      onCancel={() => {}}
    />
  );
}

async function openSettings(item: DisplayItem, modules: string[] = []) {
  server.use(...handlers(modules));
  const sent: DisplayItemWrite[] = [];
  renderWithProviders(<Harness item={item} sent={sent} />);
  const dialog = await screen.findByRole("dialog", { name: "Edit display field" });
  await userEvent.click(within(dialog).getByRole("tab", { name: "Settings" }));
  return { dialog, sent };
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("the display field editor's Settings tab", () => {
  it("refuses a reminder number outside 1 to 31 and saves the reminders in settings.deadline", async () => {
    const { dialog, sent } = await openSettings(ITEMS.date);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Show how long ago" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add reminder" }));
    const number = within(dialog).getByRole("spinbutton", { name: "Reminder 1: number" });
    await userEvent.clear(number);
    await userEvent.type(number, "40");
    expect(within(dialog).getByText("A reminder's number is 1 to 31")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent).toEqual([]);

    await userEvent.clear(number);
    await userEvent.type(number, "3");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Reminder 1: unit" }), "week");
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: "Reminder 1: when" }),
      "after",
    );
    expect(within(dialog).queryByText("A reminder's number is 1 to 31")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.settings).toEqual({
      show_ago: true,
      deadline: [{ number: 3, type: "week", when: "after" }],
    });
  });

  it("checks a typed display rule path, builds one in the field path picker and saves the rule", async () => {
    const { dialog, sent } = await openSettings(ITEMS.notes);
    expect(within(dialog).getByText("No settings available")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add display rule" }));
    // A rule without a path cannot be saved.
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent).toEqual([]);
    expect(within(dialog).getByText("This is a required field")).toBeInTheDocument();

    const path = within(dialog).getByRole("textbox", { name: "Rule 1: field path" });
    await userEvent.type(path, "company.nothing");
    await userEvent.tab();
    expect(await within(dialog).findByText("Unknown field path")).toBeInTheDocument();
    expect(path).toHaveAttribute("aria-invalid", "true");

    await userEvent.click(within(dialog).getByRole("button", { name: "Choose path" }));
    const picker = await screen.findByRole("dialog", { name: "Field path" });
    await userEvent.click(await within(picker).findByRole("button", { name: "Fields of company" }));
    await userEvent.click(await within(picker).findByRole("button", { name: /^city/ }));
    expect(within(picker).getByRole("textbox", { name: "Path" })).toHaveValue("company.city");
    // A typed unknown path is refused in the picker too.
    await userEvent.type(within(picker).getByRole("textbox", { name: "Path" }), "x");
    await userEvent.click(within(picker).getByRole("button", { name: "Use this path" }));
    expect(await within(picker).findByText("Unknown field path")).toBeInTheDocument();
    await userEvent.type(within(picker).getByRole("textbox", { name: "Path" }), "{Backspace}");
    await userEvent.click(within(picker).getByRole("button", { name: "Use this path" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Field path" })).not.toBeInTheDocument());
    expect(path).toHaveValue("company.city");
    expect(within(dialog).queryByText("Unknown field path")).not.toBeInTheDocument();

    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: "Rule 1: comparison" }),
      "equals",
    );
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Rule 1: action" }), "hide");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Rule 1: value" }), "Utrecht{Enter}");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.settings).toEqual({
      display_rules: [{ path: "company.city", op: "equals", value: ["Utrecht"], action: "hide", buffer: "" }],
    });
  });

  it("offers a link's settings: clickable on by default, custom views for embedded lists, BRP only with its module", async () => {
    const { dialog, sent } = await openSettings(ITEMS.company);
    expect(within(dialog).getByRole("checkbox", { name: "Clickable" })).toBeChecked();
    expect(within(dialog).queryByRole("checkbox", { name: "Show BRP lookup" })).not.toBeInTheDocument();
    const customView = within(dialog).getByRole("combobox", { name: "Custom view" });
    await waitFor(() => expect(within(customView).getAllByRole("option")).toHaveLength(2));
    await userEvent.selectOptions(customView, "compact");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Clickable" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Kanban" }));
    const conditional = within(dialog).getByRole("textbox", { name: "Conditional field path" });
    await userEvent.type(conditional, "nothing");
    await userEvent.tab();
    expect(await within(dialog).findByText("Unknown field path")).toBeInTheDocument();
    await userEvent.clear(conditional);
    await userEvent.type(conditional, "company");
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).queryByText("Unknown field path")).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent[0]?.settings).toEqual({
      custom_view: "compact",
      clickable: false,
      views: ["kanban"],
      field_path_conditional: "company",
    });
  });

  it("shows show_brp with the brp module", async () => {
    const { dialog } = await openSettings(ITEMS.company, ["brp"]);
    expect(await within(dialog).findByRole("checkbox", { name: "Show BRP lookup" })).toBeInTheDocument();
  });

  it("disables the report action unless the reports module is active", async () => {
    const { dialog } = await openSettings(ITEMS.button);
    const action = within(dialog).getByRole("combobox", { name: "Action" });
    expect(within(action).getByRole("option", { name: "Request a report" })).toBeDisabled();
    expect(within(action).getByRole("option", { name: "Fire an event" })).toBeEnabled();
  });

  it("enables it with the module, with pdf as the default report format", async () => {
    const { dialog, sent } = await openSettings(ITEMS.button, ["reports"]);
    const action = within(dialog).getByRole("combobox", { name: "Action" });
    await waitFor(() =>
      expect(within(action).getByRole("option", { name: "Request a report" })).toBeEnabled(),
    );
    await userEvent.selectOptions(action, "report");
    expect(await within(dialog).findByText("No reports found")).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: "Format" })).toHaveValue("pdf");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent[0]?.settings).toEqual({ action: "report" });
  });

  it("offers the slider on amount fields in search views, with 1000 as the default maximum", async () => {
    const { dialog, sent } = await openSettings(ITEMS.amount);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Show a slider" }));
    const max = within(dialog).getByRole("spinbutton", { name: "Slider maximum" });
    expect(max).toHaveValue(1000);
    await userEvent.clear(max);
    await userEvent.type(max, "0");
    expect(within(dialog).getByText("This value is not valid")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent).toEqual([]);
    await userEvent.clear(max);
    await userEvent.type(max, "250");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent[0]?.settings).toEqual({ show_slider: true, max_slider: 250 });
  });

  it("shows a saved item's ids and fields in the Info tab", async () => {
    server.use(...handlers());
    renderWithProviders(<Harness item={ITEMS.date} sent={[]} />);
    const dialog = await screen.findByRole("dialog", { name: "Edit display field" });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Info" }));
    const info = within(dialog).getByRole("tabpanel");
    expect(within(info).getByText("00000000-0000-4000-8000-000000000301")).toBeInTheDocument();
    expect(within(info).getByText("birthday (#61)")).toBeInTheDocument();
    expect(within(info).getByText("birthday (#161)")).toBeInTheDocument();
    expect(within(info).getByText("date")).toBeInTheDocument();
  });

  it("saves a file field's limitations, a choice of the file type groups", async () => {
    const { dialog, sent } = await openSettings(ITEMS.file);
    const limitations = within(dialog).getByRole("group", { name: "Limitations" });
    await userEvent.click(within(limitations).getByRole("checkbox", { name: "Documents" }));
    await userEvent.click(within(limitations).getByRole("checkbox", { name: "Images" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.settings).toEqual({ limitations: ["documents", "images"] });
  });

  it("offers a link item a dashboard block of the linked entity, kept as a link item", async () => {
    const { dialog, sent } = await openSettings(ITEMS.company);
    const block = within(dialog).getByRole("combobox", { name: "Block" });
    await waitFor(() =>
      expect(within(block).getByRole("option", { name: "Open cases" })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(block, "Open cases");
    // Still the link's settings, not those of a block item.
    expect(within(dialog).getByRole("checkbox", { name: "Clickable" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox", { name: "Block link" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sent[0]?.settings).toEqual({ block: 8 });
    expect(sent[0]?.defDossierLink).toBe(31);
  });
});
