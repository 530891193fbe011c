// @vitest-environment jsdom
import "../../../testing/setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { environment, environmentsHandler, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { tokenStore } from "../../session/state/tokenStore";
import { currentEnvironment } from "../state/currentEnvironment";

const many = Array.from({ length: 30 }, (_, index) =>
  environment(100 + index, `Environment ${String(index + 1).padStart(2, "0")}`),
);
const cards = () => screen.queryAllByRole("article");

beforeEach(() => {
  tokenStore.set(tokenFor());
});

describe("/environment", () => {
  it("shows 12 cards a page and pages with the pager", async () => {
    const requests: URL[] = [];
    server.use(environmentsHandler(many, requests), ...platformHandlers({ environments: many }));
    renderApp("/environment");
    await screen.findByRole("article", { name: "Environment 01" });
    expect(cards()).toHaveLength(12);
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pager).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(within(pager).getByRole("button", { name: "Previous page" })).toBeDisabled();

    await userEvent.click(within(pager).getByRole("button", { name: "Page 3" }));
    await screen.findByRole("article", { name: "Environment 25" });
    expect(cards()).toHaveLength(6);
    expect(within(pager).getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(requests.at(-1)?.searchParams.get("page")).toBe("3");
    expect(requests.at(-1)?.searchParams.get("limit")).toBe("12");
  });

  it("searches by name once typing pauses for 300 ms, from the first page", async () => {
    const requests: URL[] = [];
    server.use(environmentsHandler(many, requests), ...platformHandlers({ environments: many }));
    renderApp("/environment");
    await screen.findByRole("article", { name: "Environment 01" });
    const before = requests.length;
    const search = screen.getByRole("searchbox", { name: "Search by name" });
    fireEvent.change(search, { target: { value: "2" } });
    fireEvent.change(search, { target: { value: "25" } });
    await screen.findByRole("article", { name: "Environment 25" });
    await waitFor(() => expect(cards()).toHaveLength(1));
    const searches = requests.slice(before).map((url) => url.searchParams.get("name"));
    expect(searches).toEqual(["25"]);
  });

  it("says 'No environments found' when nothing matches", async () => {
    server.use(...platformHandlers({ environments: many }));
    renderApp("/environment");
    await screen.findByRole("article", { name: "Environment 01" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search by name" }), "nothing like it");
    expect(await screen.findByText("No environments found")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it("shows inactive environments but neither opens nor inspects them", async () => {
    const environments = [environment(1, "Active one"), environment(2, "Closed one", { active: false })];
    server.use(...platformHandlers({ environments }));
    renderApp("/environment");
    const closed = await screen.findByRole("article", { name: "Closed one" });
    expect(within(closed).getByText("Environment is inactive")).toBeInTheDocument();
    expect(within(closed).getByRole("button", { name: "Open Closed one" })).toBeDisabled();
    expect(within(closed).getByRole("button", { name: "Information about Closed one" })).toBeDisabled();
    const active = screen.getByRole("article", { name: "Active one" });
    expect(within(active).queryByText("Environment is inactive")).not.toBeInTheDocument();
  });

  it("shows an environment's information with the date in the interface language's medium style", async () => {
    server.use(
      ...platformHandlers({ environments: [environment(1, "Active one"), environment(2, "Other")] }),
    );
    renderApp("/environment");
    await userEvent.click(await screen.findByRole("button", { name: "Information about Active one" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("About Active one")).toBeInTheDocument();
    expect(within(dialog).getByText("Nederlands")).toBeInTheDocument();
    expect(within(dialog).getByText("1 Mar 2026 · admin")).toBeInTheDocument();
  });

  it("opens the chosen environment", async () => {
    server.use(...platformHandlers({ environments: [environment(1, "First"), environment(2, "Second")] }));
    const { router } = renderApp("/environment");
    await userEvent.click(await screen.findByRole("button", { name: "Open Second" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(currentEnvironment.get()).toBe(2);
  });

  it("opens the only environment of an ordinary user by itself", async () => {
    const user = me({ super_admin: false, roles: ["ROLE_USER"] });
    server.use(...platformHandlers({ user, environments: [environment(1000, "Zorgdossier")] }));
    const { router } = renderApp("/environment");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(currentEnvironment.get()).toBe(1000);
  });

  it("does not open it by itself for an administrator, nor when it is inactive", async () => {
    server.use(...platformHandlers({ environments: [environment(1000, "Zorgdossier")] }));
    const { router, unmount } = renderApp("/environment");
    await screen.findByRole("article", { name: "Zorgdossier" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe("/environment");
    unmount();

    const user = me({ super_admin: false, roles: ["ROLE_USER"] });
    server.use(
      ...platformHandlers({ user, environments: [environment(1000, "Zorgdossier", { active: false })] }),
    );
    const second = renderApp("/environment");
    await screen.findByRole("article", { name: "Zorgdossier" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.router.state.location.pathname).toBe("/environment");
  });

  it("offers New and Tools only to super and contract admins", async () => {
    server.use(...platformHandlers({ user: me({ super_admin: false }), environments: many }));
    renderApp("/environment");
    await screen.findByRole("article", { name: "Environment 01" });
    expect(screen.queryByRole("button", { name: "New" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Tools" })).not.toBeInTheDocument();
  });
});

describe("the new-environment form", () => {
  async function openForm() {
    const user = userEvent.setup();
    const view = renderApp("/environment");
    await user.click(await screen.findByRole("button", { name: "New" }));
    const dialog = await screen.findByRole("dialog", { name: "New environment" });
    return { ...view, user, dialog };
  }

  it("says 'This is a required field' for a missing name, description and language", async () => {
    server.use(...platformHandlers({ user: me({ super_admin: false, contract_admin: true }) }));
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getAllByText("This is a required field")).toHaveLength(3);
    await user.type(within(dialog).getByLabelText(/Name/), "Wijkteam Noord");
    expect(within(dialog).getAllByText("This is a required field")).toHaveLength(2);
  });

  it("takes a png or jpeg logo only", async () => {
    server.use(...platformHandlers());
    const { dialog } = await openForm();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe("image/png,image/jpeg");
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(["GIF89a"], "logo.gif", { type: "image/gif" }));
    expect(await within(dialog).findByText("Choose a png or jpeg image")).toBeInTheDocument();
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" }),
    );
    expect(await within(dialog).findByRole("img", { name: "Logo" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(within(dialog).queryByText("Choose a png or jpeg image")).not.toBeInTheDocument();
  });

  it("creates the environment with its languages, default first, and opens it", async () => {
    let body: Record<string, unknown> | null = null;
    const created = environment(77, "Wijkteam Noord");
    server.use(
      ...platformHandlers({ environments: [environment(1000, "Zorgdossier"), created] }),
      http.post("/api/environment", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 77, uuid: "u" }, { status: 201 });
      }),
    );
    const { user, dialog, router } = await openForm();
    await user.click(within(dialog).getByLabelText(/Name/));
    await user.paste("Wijkteam Noord");
    await user.click(within(dialog).getByLabelText(/Description/));
    await user.paste("Het wijkteam in Noord");
    await user.click(await within(dialog).findByText("English"));
    await user.click(within(dialog).getByText("Nederlands"));
    expect(within(dialog).getByText("Default")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(body).toEqual({
      name: "Wijkteam Noord",
      description: "Het wijkteam in Noord",
      image: null,
      languages: ["en_GB", "nl_NL"],
    });
    expect(currentEnvironment.get()).toBe(77);
  });

  it("shows the subscription limit of a 403 and a 400's errors by field", async () => {
    let answer: "403" | "400" = "403";
    server.use(
      ...platformHandlers(),
      http.post("/api/environment", () =>
        answer === "403"
          ? HttpResponse.json(
              { message: "You cannot create any more environments in your subscription." },
              { status: 403 },
            )
          : HttpResponse.json({ errors: { name: "The maximum length is 255 characters" } }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/Name/), "X");
    await user.type(within(dialog).getByLabelText(/Description/), "Y");
    await user.click(await within(dialog).findByText("Deutsch"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("You cannot create any more environments in your subscription."),
    ).toBeInTheDocument();
    answer = "400";
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The maximum length is 255 characters")).toBeInTheDocument();
  });

  it("asks before leaving with unsaved changes", async () => {
    server.use(...platformHandlers());
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "New environment" })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole("button", { name: "New" }));
    const again = await screen.findByRole("dialog", { name: "New environment" });
    await user.type(within(again).getByLabelText(/Name/), "Half done");
    await user.click(within(again).getByRole("button", { name: "Cancel" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Confirmation" });
    expect(within(confirm).getByText("You made unsaved changes")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Continue working" }));
    expect(within(again).getByLabelText(/Name/)).toHaveValue("Half done");

    await user.click(within(again).getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Leave page" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "New environment" })).not.toBeInTheDocument(),
    );
  });
});
