// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { entity, environment, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import { userDetails, userOption } from "../../user/testing/userHandlers";

const roles = [
  { id: 3, environment: 1000, name: "Case workers", credentials: ["kedo.file"] },
  { id: 4, environment: 1000, name: "Admins", credentials: ["environment-admin"] },
];

/** A user manager (kedo.user) of environment 1000, not an admin. */
const userManager = me({
  super_admin: false,
  roles: ["ROLE_USER"],
  environments: [
    {
      id: 1000,
      name: "Zorgdossier",
      active: true,
      environment_admin: false,
      roles: [5],
      credentials: ["kedo.user"],
    },
  ],
});

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

function useScene(user = me()) {
  server.use(
    ...platformHandlers({
      user,
      environments: [
        environment(1000, "Zorgdossier", {
          defdossiers: [entity(10, "Clients")],
          credentials: user.super_admin ? ["environment-admin"] : ["kedo.user"],
        }),
      ],
    }),
    http.get("/api/role", () => HttpResponse.json({ results: roles, pager: { pages: 1 } })),
  );
}

describe("/user", () => {
  it("lists the environment's users 25 a page, searched by name, with their state", async () => {
    const asked: URL[] = [];
    useScene(userManager);
    server.use(
      http.get("/api/user", ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        const all = [
          userOption(7, "Anna", "Smit"),
          { ...userOption(8, "Bert", "Jansen"), environment_user_active: false },
        ];
        const name = url.searchParams.get("name") ?? "";
        return HttpResponse.json({
          results: all.filter((u) => u.username.includes(name.toLowerCase())),
          pager: { pages: 1 },
        });
      }),
    );
    renderApp("/user");
    const table = await screen.findByRole("table", { name: "Users" });
    expect(within(table).getByRole("link", { name: "Anna Smit" })).toHaveAttribute("href", "/user/7");
    expect(
      within(within(table).getAllByRole("row")[2] as HTMLElement).getByText("Inactive"),
    ).toBeInTheDocument();
    expect(asked[0]?.searchParams.get("limit")).toBe("25");
    expect(asked[0]?.searchParams.get("environment")).toBe("1000");
    expect(asked[0]?.searchParams.has("active")).toBe(false);

    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "bert");
    await waitFor(() => expect(within(table).queryByText("Anna Smit")).not.toBeInTheDocument());
    expect(asked.at(-1)?.searchParams.get("name")).toBe("bert");
  });

  it("creates a user with roles and an invitation mail, or a first password, and shows the server's errors", async () => {
    const posted: Record<string, unknown>[] = [];
    useScene(userManager);
    server.use(
      http.get("/api/user", () => HttpResponse.json({ results: [], pager: { pages: 1 } })),
      http.post("/api/user", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return body.username === "taken"
          ? HttpResponse.json({ errors: { username: "This value is already used" } }, { status: 400 })
          : HttpResponse.json({ id: 12, uuid: "u" }, { status: 201 });
      }),
      // The new user's page asks for them with their membership of the environment.
      http.get("/api/user/12", () =>
        HttpResponse.json(userDetails(12, { environment_roles: [3], environment_user_active: true })),
      ),
    );
    renderApp("/user");
    await userEvent.click(await screen.findByRole("button", { name: "New user" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getAllByText("This is a required field")).toHaveLength(2);
    expect(posted).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole("textbox", { name: /Username/ }), "taken");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Email address/ }), "c@example.test");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "First name" }), "Clara");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Case workers" }));
    // A user manager cannot hand out the role that makes environment admins.
    expect(within(dialog).getByRole("checkbox", { name: "Admins" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This value is already used")).toBeInTheDocument();
    expect(posted[0]).toEqual({
      username: "taken",
      email: "c@example.test",
      profile: { first_name: "Clara", last_name: "" },
      invite: true,
      environment: 1000,
      environment_roles: [3],
    });

    const username = within(dialog).getByRole("textbox", { name: /Username/ });
    await userEvent.clear(username);
    await userEvent.type(username, "clara");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Set a first password" }));
    await userEvent.type(within(dialog).getByLabelText(/Password/), "a long enough password");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({
      username: "clara",
      password: "a long enough password",
      environment_roles: [3],
    });
    expect(posted[1]).not.toHaveProperty("invite");
    expect(await screen.findByRole("heading", { name: "Anna de Vries" })).toBeInTheDocument();
  });
});

describe("/user/{id} for user managers", () => {
  it("changes roles, deactivates, resets the second factor and links to the activity", async () => {
    const puts: unknown[] = [];
    let resets = 0;
    let membership = { environment_roles: [3], environment_user_active: true };
    useScene(userManager);
    server.use(
      http.get("/api/user/7", ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get("environment")
            ? { ...userDetails(7), ...membership }
            : userDetails(7),
        ),
      ),
      http.put("/api/user/7/roles/1000", async ({ request }) => {
        const body = (await request.json()) as { roles: number[]; active: boolean };
        puts.push(body);
        membership = { environment_roles: body.roles, environment_user_active: body.active };
        return HttpResponse.json({ ...body, environment: 1000, user: 7 });
      }),
      http.delete("/api/user/7/twofactor", () => {
        resets += 1;
        return HttpResponse.json({ enabled: false });
      }),
    );
    renderApp("/user/7");
    expect(await screen.findByRole("heading", { name: "Administration" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "User activity" })).toHaveAttribute(
      "href",
      "/useractivity?user=7",
    );
    expect(screen.getByRole("checkbox", { name: "Case workers" })).toBeChecked();
    expect(screen.queryByText("Global roles")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(puts).toEqual([{ roles: [3], active: false }]));
    expect(await screen.findByRole("button", { name: "Reactivate" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("checkbox", { name: "Case workers" }));
    await userEvent.click(screen.getByRole("button", { name: "Save roles" }));
    await waitFor(() => expect(puts[1]).toEqual({ roles: [], active: false }));

    await userEvent.click(screen.getByRole("button", { name: "Reset second factor" }));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Reset second factor" }));
    await waitFor(() => expect(resets).toBe(1));
  });

  it("lets super admins set the global roles and switch the account off", async () => {
    const patches: unknown[] = [];
    useScene(me());
    server.use(
      http.get("/api/user/7", ({ request }) =>
        HttpResponse.json({
          ...userDetails(7),
          roles: ["ROLE_USER"],
          ...(new URL(request.url).searchParams.get("environment")
            ? { environment_roles: [], environment_user_active: true }
            : {}),
        }),
      ),
      http.patch("/api/user/7/account", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        return HttpResponse.json({ id: 7, global_roles: body.roles ?? [], active: body.active ?? true });
      }),
    );
    renderApp("/user/7");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Contract admin" }));
    await userEvent.click(screen.getByRole("button", { name: "Save global roles" }));
    await waitFor(() => expect(patches).toEqual([{ roles: ["ROLE_CONTRACT_ADMIN"] }]));
    await userEvent.click(screen.getByRole("button", { name: "Deactivate account" }));
    await waitFor(() => expect(patches[1]).toEqual({ active: false }));
  });
});
