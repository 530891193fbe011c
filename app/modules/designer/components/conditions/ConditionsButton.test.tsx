// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { Condition } from "../../../../../schemas";
import { environment, LOCALES, platformHandlers } from "../../../../testing/platformHandlers";
import { renderApp } from "../../../../testing/renderApp";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { TICKET_ITEM, TICKET_OPTION, ticketBundle } from "../../testing/ticketBundle";

type Body = Record<string, unknown>;

function handlers(patches: { id: string; body: Body }[], conditions: Condition[] = []) {
  return [
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { locales: LOCALES.slice(0, 2) })],
    }),
    http.get("/api/defdossier/:id/bundle", () => HttpResponse.json(ticketBundle(conditions))),
    http.get("/api/role", () =>
      HttpResponse.json({ results: [], pager: { current: 1, pages: 1, items: 0, limit: 200 } }),
    ),
    http.patch("/api/defdossier/:id", async ({ params, request }) => {
      patches.push({ id: String(params.id), body: (await request.json()) as Body });
      return HttpResponse.json({ id: Number(params.id) });
    }),
  ];
}

/** Pages and dialogs appear slowly when the machine is busy. */
const SLOW = { timeout: 30_000 };

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

function preview(): HTMLElement {
  return document.getElementById("designer-preview-heading")?.parentElement as HTMLElement;
}

function previewLabels(): string[] {
  return [...preview().querySelectorAll("[data-item-id]")].map(
    (item) => item.querySelector("[id$='-label']")?.textContent?.replace("*", "").trim() ?? "",
  );
}

async function openPanel(patches: { id: string; body: Body }[], conditions: Condition[] = []) {
  server.use(...handlers(patches, conditions));
  renderApp("/fieldeditor/10");
  // The first page of a run loads its code lazily, slowly on a busy machine.
  await screen.findByRole("heading", { name: "Field designer: Tickets" }, SLOW);
  await waitFor(() => expect(previewLabels()).toEqual(["Status", "Reason"]));
  await userEvent.click(screen.getByRole("button", { name: "Conditions" }));
  const panel = await screen.findByRole("dialog", { name: "Conditions" }, SLOW);
  // The form loads when the panel first opens.
  await within(panel).findByRole("button", { name: "Add condition" }, SLOW);
  return panel;
}

/** The condition of the tests: Status is Closed shows Reason. */
async function draftCondition(panel: HTMLElement) {
  await userEvent.click(within(panel).getByRole("button", { name: "Add condition" }));
  const condition = within(panel).getByRole("group", { name: "Condition 1" });
  await userEvent.selectOptions(within(condition).getByRole("combobox", { name: /Field/ }), "Status");
  await userEvent.click(within(condition).getByRole("checkbox", { name: "Closed" }));
  await userEvent.click(within(condition).getByRole("checkbox", { name: "Reason" }));
  return condition;
}

describe("the conditions panel of the field designer", () => {
  it("redraws the preview with a drafted condition, which a sample value in the preview tries, before saving", async () => {
    const patches: { id: string; body: Body }[] = [];
    const panel = await openPanel(patches);
    expect(within(panel).getByText("No conditions yet.")).toBeInTheDocument();
    await draftCondition(panel);
    // Reason is now shown only by the condition, which does not match yet.
    await waitFor(() => expect(previewLabels()).toEqual(["Status"]));
    const status = within(preview()).getByRole("combobox", { name: /Status/ });
    await userEvent.selectOptions(status, "Closed");
    await waitFor(() => expect(previewLabels()).toEqual(["Status", "Reason"]));
    await userEvent.selectOptions(status, "Open");
    await waitFor(() => expect(previewLabels()).toEqual(["Status"]));

    // Not equals turns it around.
    const condition = within(panel).getByRole("group", { name: "Condition 1" });
    await userEvent.selectOptions(within(condition).getByRole("combobox", { name: "Method" }), "Not equals");
    await waitFor(() => expect(previewLabels()).toEqual(["Status", "Reason"]));
    expect(patches).toEqual([]);

    // Cancel drops the draft: Reason is shown as saved.
    await userEvent.click(within(panel).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Conditions" })).not.toBeInTheDocument());
    await waitFor(() => expect(previewLabels()).toEqual(["Status", "Reason"]));
    await userEvent.selectOptions(within(preview()).getByRole("combobox", { name: /Status/ }), "Open");
    expect(previewLabels()).toEqual(["Status", "Reason"]);
    expect(patches).toEqual([]);
  }, 60_000);

  it("saves the conditions with PATCH /defdossier/{id} {settings: {conditions}}", async () => {
    const patches: { id: string; body: Body }[] = [];
    const panel = await openPanel(patches);
    const condition = await draftCondition(panel);
    await userEvent.selectOptions(within(condition).getByRole("combobox", { name: "Rule type" }), "or");
    await userEvent.click(within(condition).getByRole("button", { name: "Add action" }));
    const actions = within(condition).getAllByRole("combobox", { name: "Action" });
    await userEvent.selectOptions(actions[1] as HTMLElement, "require_fields");
    const requireBoxes = within(condition).getAllByRole("checkbox", { name: "Reason" });
    await userEvent.click(requireBoxes[1] as HTMLElement);
    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      id: "10",
      body: {
        settings: {
          conditions: [
            {
              rules: {
                type: "or",
                fields: [
                  {
                    field: TICKET_ITEM.status,
                    field_method: "equals",
                    values: [String(TICKET_OPTION.closed)],
                  },
                ],
              },
              actions: [
                { type: "show_fields", values: [TICKET_ITEM.reason] },
                { type: "require_fields", values: [TICKET_ITEM.reason] },
              ],
            },
          ],
        },
      },
    });
    expect(await screen.findByText("Item has been saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Conditions" })).not.toBeInTheDocument());
  }, 60_000);

  it("refuses a condition without a field, value or target item before sending anything", async () => {
    const patches: { id: string; body: Body }[] = [];
    const panel = await openPanel(patches);
    await userEvent.click(within(panel).getByRole("button", { name: "Add condition" }));
    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
    expect(within(panel).getAllByText("This is a required field")).toHaveLength(2);
    expect(await screen.findByText("Not all fields are (correctly) filled in.")).toBeInTheDocument();
    const condition = within(panel).getByRole("group", { name: "Condition 1" });
    await userEvent.selectOptions(within(condition).getByRole("combobox", { name: /Field/ }), "Reason");
    // A text item takes typed values; none typed yet.
    expect(within(panel).getAllByText("This is a required field")).toHaveLength(2);
    await userEvent.type(within(condition).getByRole("textbox", { name: "Values" }), "late, lost");
    await userEvent.click(within(condition).getByRole("checkbox", { name: "Status" }));
    expect(within(panel).queryByText("This is a required field")).not.toBeInTheDocument();
    expect(patches).toEqual([]);
    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({
      settings: {
        conditions: [
          {
            rules: {
              type: "all",
              fields: [{ field: TICKET_ITEM.reason, field_method: "equals", values: ["late", "lost"] }],
            },
            actions: [{ type: "show_fields", values: [TICKET_ITEM.status] }],
          },
        ],
      },
    });
  }, 60_000);
});

describe("/defdossier/conditions/{id}", () => {
  it("shows the saved conditions and saves their removal", async () => {
    const patches: { id: string; body: Body }[] = [];
    server.use(
      ...handlers(patches, [
        {
          rules: {
            type: "all",
            fields: [{ field: TICKET_ITEM.status, field_method: "equals", values: ["302"] }],
          },
          actions: [{ type: "require_fields", values: [TICKET_ITEM.reason] }],
        },
      ]),
    );
    renderApp("/defdossier/conditions/10");
    // The first page of a run loads its code lazily, slowly on a busy machine.
    await screen.findByRole("heading", { name: "Conditions: Tickets" }, SLOW);
    const condition = screen.getByRole("group", { name: "Condition 1" });
    expect(within(condition).getByRole("combobox", { name: /Field/ })).toHaveValue(
      String(TICKET_ITEM.status),
    );
    expect(within(condition).getByRole("checkbox", { name: "Closed" })).toBeChecked();
    expect(within(condition).getByRole("checkbox", { name: "Open" })).not.toBeChecked();
    expect(within(condition).getByRole("combobox", { name: "Action" })).toHaveValue("require_fields");
    expect(within(condition).getByRole("checkbox", { name: "Reason" })).toBeChecked();
    await userEvent.click(within(condition).getByRole("button", { name: "Remove condition" }));
    expect(screen.getByText("No conditions yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toEqual([{ id: "10", body: { settings: { conditions: [] } } }]));
  }, 60_000);
});
