// @vitest-environment jsdom
import "../../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { environment, LOCALES, platformHandlers } from "../../../../testing/platformHandlers";
import { renderApp } from "../../../../testing/renderApp";
import { server } from "../../../../testing/server";
import { tokenFor } from "../../../../testing/tokenFor";
import { currentEnvironment } from "../../../environment/state/currentEnvironment";
import { tokenStore } from "../../../session/state/tokenStore";
import { designerBundle, ROLES } from "../../testing/designerBundle";

type Body = Record<string, unknown>;

interface Calls {
  posts: Body[];
  patches: { id: string; body: Body }[];
  deletes: string[];
}

/** The designer's entity with custom views kept by the handlers, so writes show in the next bundle. */
function handlers(calls: Calls, postAnswer?: () => Response) {
  let views = [{ id: 1, viewName: "card" }];
  return [
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { locales: LOCALES.slice(0, 2) })],
    }),
    http.get("/api/defdossier/:id/bundle", () =>
      HttpResponse.json({ ...designerBundle(), custom_views: views }),
    ),
    http.get("/api/role", () =>
      HttpResponse.json({ results: ROLES, pager: { current: 1, pages: 1, items: 2, limit: 200 } }),
    ),
    http.post("/api/displaycustomview", async ({ request }) => {
      const body = (await request.json()) as Body;
      calls.posts.push(body);
      if (postAnswer) return postAnswer();
      views = [...views, { id: 2, viewName: String(body.viewName) }];
      return HttpResponse.json({ id: 2, uuid: "00000000-0000-4000-8000-000000000002" }, { status: 201 });
    }),
    http.patch("/api/displaycustomview/:id", async ({ params, request }) => {
      const body = (await request.json()) as Body;
      calls.patches.push({ id: String(params.id), body });
      views = views.map((view) =>
        view.id === Number(params.id) ? { ...view, viewName: String(body.viewName) } : view,
      );
      return HttpResponse.json({ id: Number(params.id) });
    }),
    http.delete("/api/displaycustomview/:id", ({ params }) => {
      calls.deletes.push(String(params.id));
      views = views.filter((view) => view.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** Pages and dialogs appear slowly when the machine is busy. */
const SLOW = { timeout: 30_000 };

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

async function openList(postAnswer?: () => Response) {
  const calls: Calls = { posts: [], patches: [], deletes: [] };
  server.use(...handlers(calls, postAnswer));
  renderApp("/fieldeditor/10");
  // The first page of a run loads its code lazily, slowly on a busy machine.
  await screen.findByRole("heading", { name: "Field designer: Contacts" }, SLOW);
  await userEvent.click(screen.getByRole("button", { name: "Custom views" }));
  const list = await screen.findByRole("dialog", { name: "Custom views" }, SLOW);
  return { calls, list };
}

const viewChoices = () =>
  within(screen.getByRole("combobox", { name: "View" }))
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("the custom view editor", () => {
  it("creates a custom view with POST /displaycustomview, which the preview's view choice offers at once", async () => {
    const { calls, list } = await openList();
    expect(within(list).getByText("card")).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: "Add custom view" }));
    const editor = await screen.findByRole("dialog", { name: "New custom view" }, SLOW);
    expect(within(editor).getByRole("tab", { name: "Generic" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    expect(within(editor).getByText("This is a required field")).toBeInTheDocument();
    const name = within(editor).getByRole("textbox", { name: /View name/ });
    await userEvent.type(name, "edit");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    expect(within(editor).getByText("This value is not valid")).toBeInTheDocument();
    expect(calls.posts).toEqual([]);

    await userEvent.clear(name);
    await userEvent.type(name, " timeline ");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.posts).toEqual([{ viewName: "timeline", environment: 1000, defDossier: 10 }]),
    );
    const back = await screen.findByRole("dialog", { name: "Custom views" }, SLOW);
    expect(await within(back).findByText("timeline")).toBeInTheDocument();
    await userEvent.click(within(back).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(viewChoices()).toEqual(["Edit", "Show", "List", "Search", "card", "timeline"]),
    );
  }, 60_000);

  it("shows the server's error on the view name", async () => {
    const { calls, list } = await openList(() =>
      HttpResponse.json({ errors: { viewName: "This value is already used" } }, { status: 400 }),
    );
    await userEvent.click(within(list).getByRole("button", { name: "Add custom view" }));
    const editor = await screen.findByRole("dialog", { name: "New custom view" }, SLOW);
    await userEvent.type(within(editor).getByRole("textbox", { name: /View name/ }), "card");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(await within(editor).findByText("This value is already used")).toBeInTheDocument();
    expect(within(editor).getByRole("textbox", { name: /View name/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  }, 60_000);

  it("renames with PATCH /displaycustomview/{id} and deletes after a confirmation", async () => {
    const { calls, list } = await openList();
    await userEvent.click(within(list).getByRole("button", { name: "Edit custom view card" }));
    const editor = await screen.findByRole("dialog", { name: "Edit custom view card" }, SLOW);
    const name = within(editor).getByRole("textbox", { name: /View name/ });
    expect(name).toHaveValue("card");
    await userEvent.clear(name);
    await userEvent.type(name, "tile");
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.patches).toEqual([
        { id: "1", body: { viewName: "tile", environment: 1000, defDossier: 10 } },
      ]),
    );
    const back = await screen.findByRole("dialog", { name: "Custom views" }, SLOW);
    expect(await within(back).findByText("tile")).toBeInTheDocument();

    await userEvent.click(within(back).getByRole("button", { name: "Delete custom view tile" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete custom view tile" }, SLOW);
    // Cancel keeps it.
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(calls.deletes).toEqual([]);
    const again = await screen.findByRole("dialog", { name: "Custom views" }, SLOW);
    await userEvent.click(within(again).getByRole("button", { name: "Delete custom view tile" }));
    const confirmAgain = await screen.findByRole("alertdialog", { name: "Delete custom view tile" }, SLOW);
    await userEvent.click(within(confirmAgain).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.deletes).toEqual(["1"]));
    const after = await screen.findByRole("dialog", { name: "Custom views" }, SLOW);
    expect(await within(after).findByText("No items found")).toBeInTheDocument();
  }, 60_000);

  it("says 'Not all fields are (correctly) filled in.' at the bottom, and shows the server's refusal of a delete", async () => {
    const { list } = await openList();
    await userEvent.click(within(list).getByRole("button", { name: "Add custom view" }));
    const editor = await screen.findByRole("dialog", { name: "New custom view" }, SLOW);
    await userEvent.click(within(editor).getByRole("button", { name: "Save" }));
    const toast = await screen.findByText("Not all fields are (correctly) filled in.");
    expect(toast.closest("[data-placement]")).toHaveAttribute("data-placement", "bottom");
    await userEvent.click(within(editor).getByRole("button", { name: "Cancel" }));

    server.use(
      http.delete("/api/displaycustomview/:id", () =>
        HttpResponse.json({ message: "This view is used by a link item" }, { status: 400 }),
      ),
    );
    const back = await screen.findByRole("dialog", { name: "Custom views" }, SLOW);
    await userEvent.click(within(back).getByRole("button", { name: "Delete custom view card" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete custom view card" }, SLOW);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    const after = await screen.findByRole("dialog", { name: "Custom views" }, SLOW);
    expect(await within(after).findByText("This view is used by a link item")).toBeInTheDocument();
    expect(within(after).queryByText("Something went wrong")).toBeNull();
  }, 60_000);
});
