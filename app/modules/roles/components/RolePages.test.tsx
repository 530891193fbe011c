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
import type { RoleDetails } from "../api/RoleDetails";

const role = (id: number, name: string, credentials: string[] = []): RoleDetails => ({
  id,
  uuid: `role-${id}`,
  environment: 1000,
  name,
  credentials,
});

/** A member of environment 1000 holding these credentials (no admin). */
const holderOf = (credentials: string[]) =>
  me({
    super_admin: false,
    roles: ["ROLE_USER"],
    environments: [
      { id: 1000, name: "Zorgdossier", active: true, environment_admin: false, roles: [3], credentials },
    ],
  });

function useScene(options: { credentials?: string[]; roles?: RoleDetails[] } = {}) {
  const user = options.credentials ? holderOf(options.credentials) : undefined;
  server.use(
    ...platformHandlers({
      ...(user ? { user } : {}),
      environments: [
        environment(1000, "Zorgdossier", {
          defdossiers: [entity(10, "Clients")],
          ...(options.credentials ? { credentials: options.credentials } : {}),
        }),
      ],
    }),
    http.get("/api/role", () => HttpResponse.json({ results: options.roles ?? [], pager: { pages: 1 } })),
  );
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
});

describe("/roles", () => {
  it("lists the roles (up to 200), adds one and reports a taken name", async () => {
    const asked: URL[] = [];
    const posted: unknown[] = [];
    useScene({ roles: [role(3, "Case workers", ["kedo.file"]), role(4, "Admins", ["environment-admin"])] });
    server.use(
      http.get("/api/role", ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ results: [role(3, "Case workers", ["kedo.file"])], pager: { pages: 1 } });
      }),
      http.post("/api/role", async ({ request }) => {
        const body = (await request.json()) as { name: string };
        posted.push(body);
        return body.name === "Case workers"
          ? HttpResponse.json({ errors: { name: "This value is already used" } }, { status: 400 })
          : HttpResponse.json({ id: 9, uuid: "u" }, { status: 201 });
      }),
    );
    renderApp("/roles");
    expect(await screen.findByRole("link", { name: "Case workers" })).toHaveAttribute("href", "/role/3");
    expect(asked[0]?.searchParams.get("limit")).toBe("200");
    expect(asked[0]?.searchParams.get("environment")).toBe("1000");

    const name = screen.getByRole("textbox", { name: "New role" });
    await userEvent.type(name, "Case workers");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("This value is already used")).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, "Readers");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(name).toHaveValue(""));
    expect(posted).toEqual([
      { environment: 1000, name: "Case workers", credentials: [] },
      { environment: 1000, name: "Readers", credentials: [] },
    ]);
  });

  it("says why a role that users hold cannot be deleted", async () => {
    useScene({ roles: [role(3, "Case workers")] });
    server.use(
      http.delete("/api/role/3", () =>
        HttpResponse.json(
          {
            errors: { role: "This role cannot be deleted while users hold it" },
            message: "This role cannot be deleted while users hold it",
          },
          { status: 400 },
        ),
      ),
    );
    renderApp("/roles");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Case workers" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This role cannot be deleted while users hold it")).toBeInTheDocument();
  });

  it("shows 403_general_message to a member without kedo.role", async () => {
    useScene({ credentials: ["kedo.file"] });
    renderApp("/roles");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "New role" })).not.toBeInTheDocument();
  });
});

describe("/role/{id}", () => {
  it("renames the role and lists its members, the deactivated ones marked", async () => {
    const patched: unknown[] = [];
    useScene();
    server.use(
      http.get("/api/role/3", () => HttpResponse.json(role(3, "Case workers"))),
      http.get("/api/role/3/users", () =>
        HttpResponse.json({
          results: [
            {
              id: 7,
              username: "anna",
              profile: { first_name: "Anna", last_name: "Smit" },
              environment_user_active: true,
            },
            { id: 8, username: "bert", profile: {}, environment_user_active: false },
          ],
          pager: { pages: 1 },
        }),
      ),
      http.patch("/api/role/3", async ({ request }) => {
        const body = (await request.json()) as { name: string };
        patched.push(body);
        return HttpResponse.json(role(3, body.name));
      }),
    );
    renderApp("/role/3");
    const members = await screen.findByRole("table", { name: "Members" });
    expect(within(members).getByRole("link", { name: "Anna Smit" })).toHaveAttribute("href", "/user/7");
    expect(
      within(within(members).getAllByRole("row")[2] as HTMLElement).getByText("Inactive"),
    ).toBeInTheDocument();

    const name = screen.getByRole("textbox", { name: "Name" });
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, "Case managers");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patched).toEqual([{ name: "Case managers" }]));
  });
});

describe("/permissions", () => {
  it("saves a role's column with only the rights ticked on and off", async () => {
    const saved: unknown[] = [];
    useScene({ roles: [role(3, "Case workers", ["kedo.file"]), role(4, "Readers", [])] });
    server.use(
      http.get("/api/credential", () =>
        HttpResponse.json({
          results: [
            { credential: "environment-admin", type: "environment" },
            { credential: "kedo.file", type: "admin" },
            { credential: "kedo.role", type: "admin" },
            ...["show", "edit", "delete"].map((action) => ({
              credential: `kedo.defdossier.10.${action}`,
              type: "entity",
              def_dossier_id: 10,
              action,
            })),
          ],
          pager: {},
        }),
      ),
      http.patch("/api/role/:id/credentials", async ({ params, request }) => {
        const body = (await request.json()) as { grant: string[]; revoke: string[] };
        saved.push({ role: Number(params.id), ...body });
        return HttpResponse.json(
          role(3, "Case workers", ["kedo.defdossier.10.edit", "kedo.defdossier.10.show"]),
        );
      }),
    );
    renderApp("/permissions");
    const show = await screen.findByRole("checkbox", { name: "Case workers: Clients Show" });
    const save = screen.getByRole("button", { name: "Save Case workers" });
    expect(save).toBeDisabled();
    await userEvent.click(show);
    await userEvent.click(screen.getByRole("checkbox", { name: "Case workers: Clients Edit" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Case workers: kedo.file" }));
    expect(screen.getByRole("button", { name: "Save Readers" })).toBeDisabled();
    await userEvent.click(save);
    await waitFor(() =>
      expect(saved).toEqual([
        { role: 3, grant: ["kedo.defdossier.10.edit", "kedo.defdossier.10.show"], revoke: ["kedo.file"] },
      ]),
    );
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByRole("checkbox", { name: "Case workers: Clients Delete" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Case workers: Clients Show" })).toBeChecked();
  });

  it("keeps the environment-admin right and roles holding it out of a rights manager's hands", async () => {
    useScene({
      credentials: ["kedo.permissions"],
      roles: [role(3, "Case workers"), role(4, "Admins", ["environment-admin"])],
    });
    server.use(
      http.get("/api/credential", () =>
        HttpResponse.json({
          results: [
            { credential: "environment-admin", type: "environment" },
            { credential: "kedo.file", type: "admin" },
          ],
          pager: {},
        }),
      ),
    );
    renderApp("/permissions");
    expect(await screen.findByRole("checkbox", { name: "Case workers: Environment admin" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Case workers: kedo.file" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "Admins: kedo.file" })).toBeDisabled();
  });
});
