// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { environment, LOCALES, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { designerBundle, ITEM, ROLES } from "../testing/designerBundle";

type Body = Record<string, unknown>;

interface Calls {
  bundles: number;
  patches: { id: string; body: Body }[];
  roleQueries: URLSearchParams[];
}

function designerHandlers(calls: Calls, patchAnswer?: () => Response) {
  return [
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { locales: LOCALES.slice(0, 2) })],
    }),
    http.get("/api/defdossier/:id/bundle", () => {
      calls.bundles++;
      return HttpResponse.json(designerBundle());
    }),
    http.get("/api/role", ({ request }) => {
      calls.roleQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ results: ROLES, pager: { current: 1, pages: 1, items: 2, limit: 200 } });
    }),
    http.patch("/api/displayitem/:id", async ({ params, request }) => {
      calls.patches.push({ id: String(params.id), body: (await request.json()) as Body });
      return patchAnswer ? patchAnswer() : HttpResponse.json({ id: Number(params.id) });
    }),
  ];
}

function newCalls(): Calls {
  return { bundles: 0, patches: [], roleQueries: [] };
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

async function openDesigner(calls = newCalls(), patchAnswer?: () => Response) {
  server.use(...designerHandlers(calls, patchAnswer));
  const view = renderApp("/fieldeditor/10");
  // The first lazy load of the page (with all the designer's editors) takes a while on a busy machine.
  await screen.findByRole("heading", { name: "Field designer: Contacts" }, { timeout: 20_000 });
  return { ...view, calls };
}

function preview(): HTMLElement {
  return document.getElementById("designer-preview-heading")?.parentElement as HTMLElement;
}

/** The labels of the items the preview draws, in order. */
function previewLabels(): string[] {
  return [...preview().querySelectorAll("[data-item-id]")].map(
    (item) => item.querySelector("[id$='-label']")?.textContent?.replace("*", "").trim() ?? "",
  );
}

/** The list preview's column headers after the selection, bell and actions columns, in order. */
function previewColumns(): string[] {
  return [...preview().querySelectorAll("thead th")]
    .slice(3)
    .map((header) => header.textContent?.replace(/[↕▲▼]/g, "").trim() ?? "");
}

function previewItem(id: number): HTMLElement | null {
  return preview().querySelector(`[data-item-id="${id}"]`);
}

/** An item cell's columns on a wide screen (its colspan), as it tells the form's stylesheet. */
function spanOf(element: Element | null): string {
  return (element as HTMLElement).style.getPropertyValue("--dk-span-xl");
}

async function openEditor(name: string) {
  await userEvent.click(screen.getByRole("button", { name: `Edit display field ${name}` }));
  return screen.findByRole("dialog", { name: `Edit display field ${name}` });
}

describe("/fieldeditor/{id}", () => {
  it("previews the items of the chosen view: edit, show, list and custom views", async () => {
    const { calls } = await openDesigner();
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    expect(calls.roleQueries[0]?.get("environment")).toBe("1000");
    expect(calls.roleQueries[0]?.get("limit")).toBe("200");
    const viewSelect = screen.getByRole("combobox", { name: "View" });
    expect(
      within(viewSelect)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Edit", "Show", "List", "Search", "card"]);
    await userEvent.selectOptions(viewSelect, "show");
    await waitFor(() => expect(previewLabels()).toEqual(["Name", "Notes"]));
    expect(previewItem(ITEM.notes)).toHaveAttribute("data-mode", "show");
    await userEvent.selectOptions(viewSelect, "list");
    await waitFor(() => expect(previewColumns()).toEqual(["Name in list"]));
    await userEvent.selectOptions(viewSelect, "card");
    await waitFor(() => expect(previewLabels()).toEqual(["Card name"]));
    // The language the designer picks labels the preview.
    await userEvent.selectOptions(viewSelect, "edit");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "nl_NL");
    await waitFor(() => expect(previewLabels()).toEqual(["Naam"]));
  });

  it("shows an INCLUDE_SELECTED_ROLES item only when the preview's roles hold its role", async () => {
    await openDesigner();
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    expect(previewItem(ITEM.secret)).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Clerks" }));
    expect(previewItem(ITEM.secret)).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Managers" }));
    await waitFor(() => expect(previewLabels()).toEqual(["Name", "Secret"]));
    await userEvent.click(screen.getByRole("checkbox", { name: "Managers" }));
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    // The list beside the preview shows every item, with its restriction.
    expect(screen.getByRole("button", { name: "Edit display field Secret" })).toBeInTheDocument();
    expect(screen.getByText("Only for selected roles")).toBeInTheDocument();
  });

  it("redraws the preview at once while a label, colspan or restriction is edited, before saving", async () => {
    const { calls } = await openDesigner();
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    expect(spanOf(previewItem(ITEM.name))).toBe("6");
    const dialog = await openEditor("Name");
    const english = within(dialog).getByRole("textbox", { name: "Label (English)" });
    expect(english).toHaveValue("Name");
    expect(within(dialog).getByRole("textbox", { name: "Label (Nederlands)" })).toHaveValue("Naam");
    await userEvent.clear(english);
    await userEvent.type(english, "Full name");
    await waitFor(() => expect(previewLabels()).toEqual(["Full name"]));

    await userEvent.click(within(dialog).getByRole("tab", { name: "Layout" }));
    const colspan = within(dialog).getByRole("spinbutton", { name: "Column span" });
    expect(colspan).toHaveValue(6);
    await userEvent.clear(colspan);
    await userEvent.type(colspan, "9");
    await waitFor(() => expect(spanOf(previewItem(ITEM.name))).toBe("9"));

    // Restricting it to Managers hides it for the preview's role set (none).
    await userEvent.click(within(dialog).getByRole("tab", { name: "Permissions" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Only the selected roles" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Managers" }));
    await waitFor(() => expect(previewItem(ITEM.name)).toBeNull());
    expect(calls.patches).toEqual([]);

    // Cancel asks first, and Close drops the draft.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("alertdialog", { name: "Confirmation" });
    await userEvent.click(within(question).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    expect(spanOf(previewItem(ITEM.name))).toBe("6");
    expect(calls.patches).toEqual([]);
  });

  it("saves with PATCH /displayitem/{id} and the whole body of spec 3-designer section 7, then reloads", async () => {
    const { calls } = await openDesigner();
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    const dialog = await openEditor("Name");
    const english = within(dialog).getByRole("textbox", { name: "Label (English)" });
    await userEvent.clear(english);
    await userEvent.type(english, "Full name");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Layout" }));
    for (const [name, value] of [
      ["Column", "2"],
      ["Column span", "4"],
      ["Rank", "3"],
      ["Row span", "0"],
    ] as const) {
      const input = within(dialog).getByRole("spinbutton", { name });
      await userEvent.clear(input);
      await userEvent.type(input, value);
    }
    await userEvent.click(within(dialog).getByRole("tab", { name: "Permissions" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Everyone but the selected roles" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Clerks" }));
    const bundlesBefore = calls.bundles;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(calls.patches[0]).toEqual({
      id: String(ITEM.name),
      body: {
        col: 2,
        rank: 3,
        rowspan: 0,
        colspan: 4,
        view: "edit",
        defaultPermissionType: "",
        roles: [8],
        translations: [
          { culture: "en_GB", name: "Full name" },
          { culture: "nl_NL", name: "Naam" },
        ],
        permissions_type: "EXCLUDE_SELECTED_ROLES",
        settings: {},
        displayPosition: 1,
        defDossierDefField: 51,
        defDossierLink: null,
        environment: 1000,
        defDossier: 10,
        uuid: `00000000-0000-4000-8000-000000000${ITEM.name}`,
      },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.bundles).toBeGreaterThan(bundlesBefore);
    expect(await screen.findByText("Item has been saved")).toBeInTheDocument();
  });

  it("refuses negative layout numbers and a missing view before sending anything", async () => {
    const { calls } = await openDesigner();
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    const dialog = await openEditor("Name");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Layout" }));
    const rank = within(dialog).getByRole("spinbutton", { name: "Rank" });
    await userEvent.clear(rank);
    await userEvent.type(rank, "-1");
    expect(rank).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("This value is not valid")).toBeInTheDocument();
    const col = within(dialog).getByRole("spinbutton", { name: "Column" });
    await userEvent.clear(col);
    await userEvent.type(col, "-3");
    expect(col).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(calls.patches).toEqual([]);
    // The preview keeps the last valid layout meanwhile.
    expect(previewLabels()).toEqual(["Name"]);

    await userEvent.clear(rank);
    await userEvent.type(rank, "0");
    await userEvent.clear(col);
    await userEvent.type(col, "1");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Field" }));
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /View/ }), "");
    expect(within(dialog).getByText("This is a required field")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Layout" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    // Save goes to the tab with the error.
    expect(within(dialog).getByRole("tab", { name: /Field/ })).toHaveAttribute("aria-selected", "true");
    expect(calls.patches).toEqual([]);
  });

  it("shows a 400 answer's errors on their fields", async () => {
    const { calls } = await openDesigner(newCalls(), () =>
      HttpResponse.json({ errors: { colspan: "This value is not valid" } }, { status: 400 }),
    );
    await waitFor(() => expect(previewLabels()).toEqual(["Name"]));
    const dialog = await openEditor("Name");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.patches).toHaveLength(1));
    expect(within(dialog).getByRole("tab", { name: /Layout/ })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByRole("spinbutton", { name: "Column span" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(within(dialog).getByText("This value is not valid")).toBeInTheDocument();
  });

  it("is for admins only: an ordinary member sees 403_general_message", async () => {
    server.use(
      ...platformHandlers({
        user: me({
          super_admin: false,
          roles: ["ROLE_USER"],
          environments: [
            {
              id: 1000,
              name: "Zorgdossier",
              active: true,
              environment_admin: false,
              roles: [8],
              credentials: [],
            },
          ],
        }),
      }),
    );
    renderApp("/fieldeditor/10");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Field designer/ })).not.toBeInTheDocument();
  });
});
