// @vitest-environment jsdom
import "../../../testing/setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { EnvironmentDetails } from "../../../../schemas";
import { environment, LOCALES, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";

const ENV_ID = 1000;

/** A member holding only these credentials in the environment (no admin). */
function memberWith(credentials: string[]) {
  return me({
    super_admin: false,
    roles: ["ROLE_USER"],
    environments: [
      { id: ENV_ID, name: "Zorgdossier", active: true, environment_admin: false, roles: [5], credentials },
    ] as never,
  });
}

function useEnvironment(details: Partial<EnvironmentDetails> = {}, user = me()) {
  const state = { current: environment(ENV_ID, "Zorgdossier", details) };
  // Listed first, so it answers before the platform's own handler of the call.
  server.use(
    http.get("/api/environment/:id", () => HttpResponse.json(state.current)),
    ...platformHandlers({ user, environments: [state.current] }),
  );
  return state;
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(ENV_ID);
});

describe("/environment/edit (Generic)", () => {
  it("edits name, description and languages (added, ordered, removed) and saves them in one PATCH", async () => {
    useEnvironment();
    const patches: Record<string, unknown>[] = [];
    server.use(
      http.patch("/api/environment/:id", async ({ request }) => {
        patches.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp("/environment/edit");
    const form = await screen.findByRole("form", { name: "Generic" });
    const name = within(form).getByRole("textbox", { name: /Name/ });
    expect(name).toHaveValue("Zorgdossier");
    await user.clear(name);
    await user.type(name, "Zorg West");
    // nl_NL, en_GB: add Deutsch, move it to the top (the default), remove English.
    await user.selectOptions(within(form).getByRole("combobox", { name: "Add language" }), "de");
    await user.click(within(form).getByRole("button", { name: "Add language" }));
    await user.click(within(form).getByRole("button", { name: "Move Deutsch up" }));
    await user.click(within(form).getByRole("button", { name: "Move Deutsch up" }));
    await user.click(within(form).getByRole("button", { name: "Remove English" }));
    const list = within(form).getByRole("list", { name: "Languages" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Deutsch.*Default/), expect.stringMatching(/^Nederlands/)]);
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      name: "Zorg West",
      description: "About Zorgdossier",
      languages: ["de", "nl_NL"],
    });
    expect(await screen.findByText("Item has been saved")).toBeInTheDocument();
  });

  it("says 'This is a required field' for an empty name, description or language list and sends nothing", async () => {
    useEnvironment({ locales: [LOCALES[0] as never] });
    let calls = 0;
    server.use(
      http.patch("/api/environment/:id", () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp("/environment/edit");
    const form = await screen.findByRole("form", { name: "Generic" });
    await user.clear(within(form).getByRole("textbox", { name: /Name/ }));
    await user.clear(within(form).getByRole("textbox", { name: /Description/ }));
    await user.click(within(form).getByRole("button", { name: "Remove Nederlands" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getAllByText("This is a required field")).toHaveLength(3);
    expect(calls).toBe(0);
  });

  it("asks before unsaved changes are lost when the user leaves the page", async () => {
    useEnvironment();
    // The closing dialog keeps pointer-events off its parts while it animates away.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderApp("/environment/edit");
    const form = await screen.findByRole("form", { name: "Generic" });
    await user.type(within(form).getByRole("textbox", { name: /Description/ }), " and more");
    void view.router.navigate({ to: "/layout" });
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("You made unsaved changes")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Continue working" }));
    expect(view.router.state.location.pathname).toBe("/environment/edit");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    void view.router.navigate({ to: "/layout" });
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave page" }),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/layout"));
  });

  it("is refused to members without kedo.env", async () => {
    useEnvironment({ credentials: ["kedo.locale"] }, memberWith(["kedo.locale"]));
    renderApp("/environment/edit");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Generic" })).not.toBeInTheDocument();
  });
});

describe("/layout", () => {
  it("saves the colours and the logo's place, and the shell shows them at once", async () => {
    const state = useEnvironment();
    const puts: unknown[] = [];
    server.use(
      http.put("/api/environment/:id/layout", async ({ request }) => {
        const body = (await request.json()) as EnvironmentDetails["layout"];
        puts.push(body);
        state.current = { ...state.current, layout: body };
        return HttpResponse.json(body);
      }),
    );
    const user = userEvent.setup();
    renderApp("/layout");
    const form = await screen.findByRole("form", { name: "Layout" });
    const topBar = screen.getByTestId("top-bar");
    expect(within(topBar).queryByText("Z")).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText("Top bar colour"), { target: { value: "#0F172A" } });
    await user.click(within(form).getByRole("radio", { name: "In the top bar" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      primary_color: null,
      top_bar_color: "#0f172a",
      menu_color: null,
      logo_position: "top_bar",
    });
    // The environment is read again: its initial stands in for the logo in the top bar, not the menu.
    expect(await within(topBar).findByText("Z")).toBeInTheDocument();
    expect(within(screen.getByTestId("side-menu")).queryByText("Z")).not.toBeInTheDocument();
  });

  it("goes back to the product's colour with 'Use the default colour'", async () => {
    useEnvironment({
      layout: { primary_color: null, top_bar_color: "#112233", menu_color: null, logo_position: "menu" },
    });
    const puts: { top_bar_color: string | null }[] = [];
    server.use(
      http.put("/api/environment/:id/layout", async ({ request }) => {
        const body = (await request.json()) as { top_bar_color: string | null };
        puts.push(body);
        return HttpResponse.json(body);
      }),
    );
    const user = userEvent.setup();
    renderApp("/layout");
    const form = await screen.findByRole("form", { name: "Layout" });
    expect(within(form).getByText("#112233")).toBeInTheDocument();
    const [topBarDefault] = within(form).getAllByRole("button", { name: "Use the default colour" });
    await user.click(topBarDefault as HTMLElement);
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts[0]?.top_bar_color).toBeNull());
  });
});

describe("/languages", () => {
  const rows = [
    { id: 11, code: "nl_NL", rank: 0, locale: LOCALES[0] },
    { id: 12, code: "en_GB", rank: 1, locale: LOCALES[1] },
  ];

  it("lists the languages, searches them, adds one and removes one after asking", async () => {
    useEnvironment({ credentials: ["kedo.locale"] }, memberWith(["kedo.locale"]));
    const posts: unknown[] = [];
    const deletes: string[] = [];
    server.use(
      http.get("/api/environmentlocale", () => HttpResponse.json({ results: rows, pager: {} })),
      http.post("/api/environmentlocale", async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ id: 13 }, { status: 201 });
      }),
      http.delete("/api/environmentlocale/:id", ({ params }) => {
        deletes.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/languages");
    const table = await screen.findByRole("table", { name: "Languages" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "klingon");
    expect(await screen.findByText("No items found")).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Search" }));
    // Only the languages the environment lacks are offered.
    const add = screen.getByRole("combobox", { name: "Add language" });
    expect(
      within(add)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Deutsch"]);
    await user.click(screen.getByRole("button", { name: "Add language" }));
    await waitFor(() => expect(posts).toEqual([{ environment: ENV_ID, code: "de" }]));
    await user.click(await screen.findByRole("button", { name: "Remove English" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(deletes).toEqual(["12"]));
  });

  it("says 'No languages set' without languages, and shows the server's reason for a refusal", async () => {
    useEnvironment({ credentials: ["kedo.locale"] }, memberWith(["kedo.locale"]));
    server.use(http.get("/api/environmentlocale", () => HttpResponse.json({ results: [], pager: {} })));
    const view = renderApp("/languages");
    expect(await screen.findByText("No languages set")).toBeInTheDocument();
    view.unmount();

    server.use(
      http.get("/api/environmentlocale", () => HttpResponse.json({ results: rows.slice(0, 1), pager: {} })),
      http.post("/api/environmentlocale", () =>
        HttpResponse.json({ errors: { code: "Unknown language" } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/languages");
    // The last language cannot be removed.
    expect(await screen.findByRole("button", { name: "Remove Nederlands" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Add language" }));
    expect(await screen.findByText("Unknown language")).toBeInTheDocument();
  });
});

describe("/modules", () => {
  const modules = [
    { id: 1, name: "brp", description: "Population register lookup" },
    { id: 2, name: "reports", description: "Reports" },
    { id: 3, name: "secureshare", description: "Secure share" },
  ];

  it("switches modules on and off and deletes a module's row after asking", async () => {
    useEnvironment({ credentials: ["kedo.module"] }, memberWith(["kedo.module"]));
    const calls: string[] = [];
    let environmentModules = [
      { id: 40, environment: ENV_ID, module: modules[1], active: true, settings: {} },
    ];
    server.use(
      http.get("/api/module", () => HttpResponse.json({ results: modules, pager: {} })),
      http.get("/api/environmentmodule", () => HttpResponse.json({ results: environmentModules, pager: {} })),
      http.post("/api/environmentmodule", async ({ request }) => {
        calls.push(`POST ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ id: 41 }, { status: 201 });
      }),
      http.patch("/api/environmentmodule/:id", async ({ params, request }) => {
        calls.push(`PATCH ${params.id} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({});
      }),
      http.delete("/api/environmentmodule/:id", ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        environmentModules = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/modules");
    const reports = await screen.findByRole("checkbox", { name: "reports active" });
    expect(reports).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "brp active" })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "brp active" }));
    await waitFor(() => expect(calls).toContain(`POST {"environment":${ENV_ID},"module":1,"active":true}`));
    await user.click(reports);
    await waitFor(() => expect(calls).toContain('PATCH 40 {"active":false}'));
    // Only modules with a row of the environment can be deleted.
    expect(screen.queryByRole("button", { name: "Delete brp" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete reports" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls).toContain("DELETE 40"));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Delete reports" })).not.toBeInTheDocument(),
    );
  });

  it("searches the modules and says 'No items found'", async () => {
    useEnvironment();
    server.use(http.get("/api/module", () => HttpResponse.json({ results: modules, pager: {} })));
    const user = userEvent.setup();
    renderApp("/modules");
    await screen.findByRole("table", { name: "Modules" });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "secure");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "xyz");
    await waitFor(() => expect(screen.queryByRole("table", { name: "Modules" })).not.toBeInTheDocument());
    expect(within(screen.getByRole("main")).getByText("No items found")).toBeInTheDocument();
  });
});

describe("/security", () => {
  const policy = {
    two_factor: "none",
    idle_minutes: null,
    password_min_length: 8,
    password_require_digit: false,
    password_require_symbol: false,
    password_require_mixed_case: false,
  };

  it("saves the policy an environment admin sets", async () => {
    useEnvironment();
    const puts: unknown[] = [];
    server.use(
      http.get("/api/environment/:id/setting", () => HttpResponse.json(policy)),
      http.put("/api/environment/:id/setting", async ({ request }) => {
        const body = await request.json();
        puts.push(body);
        return HttpResponse.json(body);
      }),
    );
    const user = userEvent.setup();
    renderApp("/security");
    const form = await screen.findByRole("form", { name: "Security" });
    await user.click(within(form).getByRole("radio", { name: "Required for everyone" }));
    await user.type(within(form).getByRole("textbox", { name: /Session idle time/ }), "15");
    const length = within(form).getByRole("textbox", { name: /Minimum length/ });
    await user.clear(length);
    await user.type(length, "12");
    await user.click(within(form).getByRole("checkbox", { name: "At least one digit" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      ...policy,
      two_factor: "all",
      idle_minutes: 15,
      password_min_length: 12,
      password_require_digit: true,
    });
  });

  it("refuses numbers out of range before sending", async () => {
    useEnvironment();
    let calls = 0;
    server.use(
      http.get("/api/environment/:id/setting", () => HttpResponse.json(policy)),
      http.put("/api/environment/:id/setting", () => {
        calls += 1;
        return HttpResponse.json(policy);
      }),
    );
    const user = userEvent.setup();
    renderApp("/security");
    const form = await screen.findByRole("form", { name: "Security" });
    const length = within(form).getByRole("textbox", { name: /Minimum length/ });
    await user.clear(length);
    await user.type(length, "4");
    await user.type(within(form).getByRole("textbox", { name: /Session idle time/ }), "0");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getAllByText("This value is not valid")).toHaveLength(2);
    expect(calls).toBe(0);
  });

  it("is for environment admins only: others see 403_general_message and no Security link", async () => {
    useEnvironment({ credentials: ["kedo.env"] }, memberWith(["kedo.env"]));
    renderApp("/security");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Environment settings" });
    expect(within(nav).queryByRole("link", { name: "Security" })).not.toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Layout" })).toBeInTheDocument();
  });
});
