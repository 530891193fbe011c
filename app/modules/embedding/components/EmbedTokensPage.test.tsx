// @vitest-environment jsdom
import "../../../testing/setup";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { entity, environment, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { tokenStore } from "../../session/state/tokenStore";
import type { EmbedToken } from "../api/EmbedToken";

const ENV_ID = 1000;
const SIGNED = "6f1c2d3e-0000-4000-8000-000000000001.c2lnbmF0dXJl";

const embedToken = (id: number, overrides: Partial<EmbedToken> = {}): EmbedToken => ({
  id,
  uuid: `u-${id}`,
  environment: ENV_ID,
  name: `Token ${id}`,
  entity: 11,
  action: "create",
  record: null,
  role: { id: 5, name: "Intake" },
  allowedOrigins: ["https://www.example.org"],
  expiresAt: "2099-01-01T00:00:00.000Z",
  revokedAt: null,
  createdBy: "admin",
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

function scene(tokens: EmbedToken[], user = me(), credentials: string[] = []) {
  server.use(
    ...platformHandlers({
      user,
      environments: [environment(ENV_ID, "Zorgdossier", { credentials })],
      entities: [entity(11, "Clients"), entity(12, "Invoices")],
    }),
    http.get("/api/embedtoken", ({ request }) => {
      expect(new URL(request.url).searchParams.get("environment")).toBe(String(ENV_ID));
      return HttpResponse.json({ results: tokens });
    }),
    http.get("/api/role", () =>
      HttpResponse.json({
        results: [
          { id: 5, uuid: "r5", environment: ENV_ID, name: "Intake", credentials: [] },
          { id: 6, uuid: "r6", environment: ENV_ID, name: "Readers", credentials: [] },
        ],
        pager: { current: 1, pages: 1, items: 2, limit: 200 },
      }),
    ),
  );
}

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(ENV_ID);
});

describe("/embedtokens", () => {
  it("lists the tokens with what they allow, where, and whether they still work", async () => {
    scene([
      embedToken(1, { name: "Intake form" }),
      embedToken(2, { name: "Old form", expiresAt: "2020-01-01T00:00:00.000Z" }),
      embedToken(3, { name: "Pulled", action: "edit", record: 77, revokedAt: "2026-02-01T00:00:00.000Z" }),
    ]);
    renderApp("/embedtokens");
    const table = await screen.findByRole("table", { name: "Embed tokens" });
    // Entity names come with the environment, which may answer after the list.
    await waitFor(() => expect(within(table).getAllByText("Clients")).toHaveLength(3));
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        "Intake form",
        "Clients",
        "Create a record",
        "Intake",
        "https://www.example.org",
        "1 Jan 2099",
        "Active",
        "EditRevoke",
      ],
      [
        "Old form",
        "Clients",
        "Create a record",
        "Intake",
        "https://www.example.org",
        "1 Jan 2020",
        "Expired",
        "EditRevoke",
      ],
      [
        "Pulled",
        "Clients",
        "Edit one record #77",
        "Intake",
        "https://www.example.org",
        "1 Jan 2099",
        "Revoked",
        "",
      ],
    ]);
  });

  // Many keystrokes through the dialog: a generous time-out for a loaded machine.
  it("creates a token, then shows it once with the snippets of both modes", async () => {
    scene([]);
    const posts: unknown[] = [];
    server.use(
      http.post("/api/embedtoken", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        if (!body.name)
          return HttpResponse.json({ errors: { name: "This is a required field" } }, { status: 400 });
        return HttpResponse.json({ ...embedToken(9), token: SIGNED }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/embedtokens");
    expect(await screen.findByText("No items found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New embed token" }));
    const dialog = await screen.findByRole("dialog", { name: "New embed token" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This is a required field")).toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Intake form");
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Clients" })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Entity/ }), "11");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Action/ }), "edit");
    await user.type(within(dialog).getByRole("textbox", { name: /Record id/ }), "77");
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Intake" })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Role/ }), "5");
    await user.type(
      within(dialog).getByRole("textbox", { name: /Allowed origins/ }),
      "https://www.example.org\nhttp://localhost:3000",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({
      environment: ENV_ID,
      name: "Intake form",
      entity: 11,
      action: "edit",
      record: 77,
      role: 5,
      allowedOrigins: ["https://www.example.org", "http://localhost:3000"],
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await within(dialog).findByTestId("embed-token")).toHaveTextContent(SIGNED);
    const origin = window.location.origin;
    expect(within(dialog).getByTestId("embed-component-snippet")).toHaveTextContent(
      `<docket-form entity="11" server="${origin}" token="${SIGNED}"`,
    );
    expect(within(dialog).getByTestId("embed-iframe-snippet")).toHaveTextContent(
      `<iframe src="${origin}/embed/form/11?token=${encodeURIComponent(SIGNED)}"`,
    );
    await user.click(within(dialog).getByRole("button", { name: "Copy Iframe" }));
    expect(within(dialog).getByRole("button", { name: "Copy Iframe" })).toHaveTextContent("Copied");
  }, 120_000);

  // Keystrokes through the dialog: a generous time-out for a loaded machine.
  it("edits a token's origins and expiry: only the changes are sent, a 400 shows by its field, the list shows the new values", async () => {
    const tokens = [embedToken(1, { name: "Intake form" })];
    scene(tokens);
    const patches: unknown[] = [];
    server.use(
      http.patch("/api/embedtoken/:id", async ({ params, request }) => {
        expect(params.id).toBe("1");
        const body = (await request.json()) as { allowedOrigins?: string[]; expiresAt?: string };
        patches.push(body);
        const wrong = (body.allowedOrigins ?? []).findIndex((origin) => !origin.startsWith("https://"));
        if (wrong >= 0)
          return HttpResponse.json(
            { errors: { [`allowedOrigins.${wrong}`]: "Enter an origin such as https://www.example.org" } },
            { status: 400 },
          );
        const changed = embedToken(1, {
          name: "Intake form",
          ...(body.allowedOrigins ? { allowedOrigins: body.allowedOrigins } : {}),
          ...(body.expiresAt ? { expiresAt: `${body.expiresAt}T23:59:59.000Z` } : {}),
        });
        tokens[0] = changed;
        return HttpResponse.json(changed);
      }),
    );
    const user = userEvent.setup();
    renderApp("/embedtokens");
    await user.click(await screen.findByRole("button", { name: "Edit Intake form" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Intake form" });
    // What the token may do is shown, not offered.
    expect(within(dialog).getByText("Create a record")).toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("Intake form");
    const origins = within(dialog).getByRole("textbox", { name: /Allowed origins/ });
    expect(origins).toHaveValue("https://www.example.org");
    const expiry = within(dialog).getByLabelText(/Expires on/);
    expect(expiry).toHaveValue("2099-01-01");

    await user.type(origins, "\nftp://intake.example.nl");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(origins).toHaveAccessibleErrorMessage("Enter an origin such as https://www.example.org"),
    );
    expect(patches).toEqual([{ allowedOrigins: ["https://www.example.org", "ftp://intake.example.nl"] }]);
    expect(screen.getByRole("dialog", { name: "Edit Intake form" })).toBeInTheDocument();

    await user.clear(origins);
    await user.type(origins, "https://www.example.org\nhttps://intake.example.nl");
    fireEvent.change(expiry, { target: { value: "2099-06-30" } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(2));
    // The name did not change, so it is not sent.
    expect(patches[1]).toEqual({
      allowedOrigins: ["https://www.example.org", "https://intake.example.nl"],
      expiresAt: "2099-06-30",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const table = screen.getByRole("table", { name: "Embed tokens" });
    expect(
      await within(table).findByText("https://www.example.org, https://intake.example.nl"),
    ).toBeInTheDocument();
    expect(within(table).getByText("30 Jun 2099")).toBeInTheDocument();
  }, 120_000);

  it("offers no edit of a revoked token", async () => {
    scene([embedToken(3, { name: "Pulled", revokedAt: "2026-02-01T00:00:00.000Z" })]);
    renderApp("/embedtokens");
    expect(await screen.findByText("Pulled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Pulled" })).not.toBeInTheDocument();
  });

  it("revokes a token after asking", async () => {
    scene([embedToken(4, { name: "Doomed" })]);
    const revoked: string[] = [];
    server.use(
      http.delete("/api/embedtoken/:id", ({ params }) => {
        revoked.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/embedtokens");
    await user.click(await screen.findByRole("button", { name: "Revoke Doomed" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(
      within(confirm).getByText("Forms embedded with this token stop working at once."),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(revoked).toEqual(["4"]));
  });

  it("is for environment admins: a member with other rights reads 403_general_message and nothing is asked", async () => {
    let asked = 0;
    const member = me({
      super_admin: false,
      roles: ["ROLE_USER"],
      environments: [
        {
          id: ENV_ID,
          name: "Zorgdossier",
          active: true,
          environment_admin: false,
          roles: [5],
          credentials: ["kedo.webhooks"],
        },
      ] as never,
    });
    scene([], member, ["kedo.webhooks"]);
    server.use(
      http.get("/api/embedtoken", () => {
        asked += 1;
        return HttpResponse.json({ results: [] });
      }),
    );
    renderApp("/embedtokens");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
