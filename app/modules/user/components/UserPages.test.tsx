// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { activate } from "../../../../locales";
import { entity, environment, me, platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { currentEnvironment } from "../../environment/state/currentEnvironment";
import { STORAGE_KEYS } from "../../session/state/storageKeys";
import { tokenStore } from "../../session/state/tokenStore";
import { userDetails, userOption, usersHandler } from "../testing/userHandlers";

beforeEach(() => {
  tokenStore.set(tokenFor());
  currentEnvironment.set(1000);
  server.use(
    ...platformHandlers({
      environments: [environment(1000, "Zorgdossier", { defdossiers: [entity(10, "Clients")] })],
    }),
  );
});

describe("/user/{id}", () => {
  it("shows a colleague's picture, name, contact details and presence, with a message button", async () => {
    server.use(
      usersHandler([userDetails(7, { mobile: "+31 6 1234 5678", avatar: "/api/user/7/avatar?v=abc" })]),
      http.get("/api/user", () => HttpResponse.json({ results: [], pager: {} })),
    );
    renderApp("/user/7");
    expect(await screen.findByRole("heading", { name: "Anna de Vries" })).toBeInTheDocument();
    expect(screen.getByText("user7")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "user7@example.test" })).toHaveAttribute(
      "href",
      "mailto:user7@example.test",
    );
    expect(screen.getByRole("link", { name: "+31 6 1234 5678" })).toHaveAttribute(
      "href",
      "tel:+31 6 1234 5678",
    );
    expect(screen.getByText("Online")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Anna de Vries")).toBeInTheDocument();
  });

  it("offers the own profile's editing instead of a message to oneself", async () => {
    server.use(usersHandler([userDetails(1)]));
    renderApp("/user/1");
    expect(await screen.findByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile");
    expect(screen.queryByRole("button", { name: "Send message" })).not.toBeInTheDocument();
  });

  it("says 403_general_message for someone the user may not see, and 'Item not found' for nobody", async () => {
    server.use(
      http.get("/api/user/:id", ({ params }) =>
        params.id === "8"
          ? HttpResponse.json({ message: "403_general_message" }, { status: 403 })
          : HttpResponse.json({ message: "Item not found" }, { status: 404 }),
      ),
    );
    const view = renderApp("/user/8");
    expect(await screen.findByText("You do not have permission to view this")).toBeInTheDocument();
    view.unmount();
    renderApp("/user/9");
    expect(await screen.findByText("Item not found")).toBeInTheDocument();
  });
});

describe("/profile", () => {
  it("saves the name and contact details, and shows the server's field errors", async () => {
    const patches: unknown[] = [];
    let saved = userDetails(1);
    server.use(
      http.get("/api/user/1", () => HttpResponse.json(saved)),
      http.patch("/api/user/1/profile", async ({ request }) => {
        const body = (await request.json()) as { email?: string };
        patches.push(body);
        if (body.email === "taken@example.test") {
          return HttpResponse.json({ errors: { email: "This value is already used" } }, { status: 400 });
        }
        saved = { ...saved, ...(body as object) };
        return HttpResponse.json(saved);
      }),
    );
    renderApp("/profile");
    const details = await screen.findByRole("form", { name: "Personal details" });
    const first = within(details).getByRole("textbox", { name: "First name" });
    await userEvent.clear(first);
    await userEvent.type(first, "Bea");
    await userEvent.type(within(details).getByRole("textbox", { name: "Mobile number" }), "0612345678");
    await userEvent.click(within(details).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      profile: { first_name: "Bea", preposition: "de", last_name: "Vries" },
      email: "user1@example.test",
      mobile: "0612345678",
    });

    const email = within(details).getByRole("textbox", { name: /Email address/ });
    await userEvent.clear(email);
    await userEvent.type(email, "taken@example.test");
    await userEvent.click(within(details).getByRole("button", { name: "Save" }));
    expect(await within(details).findByText("This value is already used")).toBeInTheDocument();
  });

  it("switches the interface language at once and saves it with the profile", async () => {
    const patches: unknown[] = [];
    server.use(
      usersHandler([userDetails(1)]),
      http.patch("/api/user/1/profile", async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(userDetails(1));
      }),
    );
    renderApp("/profile");
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "nl");
    expect(await screen.findByRole("heading", { name: "Profiel" })).toBeInTheDocument();
    await waitFor(() => expect(patches).toEqual([{ private_settings: { language: "nl" } }]));
    expect(document.documentElement.lang).toBe("nl");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Taal" }), "en");
    expect(await screen.findByRole("heading", { name: "Profile" })).toBeInTheDocument();
  });

  it("changes the password with the current one, and says which field is wrong", async () => {
    const bodies: unknown[] = [];
    server.use(
      usersHandler([userDetails(1)]),
      http.patch("/api/user/change_password", async ({ request }) => {
        const body = (await request.json()) as { old_password: string };
        bodies.push(body);
        return body.old_password === "right one"
          ? HttpResponse.json({ result: true })
          : HttpResponse.json(
              { errors: { old_password: "The current password is incorrect" } },
              { status: 400 },
            );
      }),
    );
    renderApp("/profile");
    const form = await screen.findByRole("form", { name: "Choose a new password" });
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getAllByText("This is a required field")).toHaveLength(3);
    expect(bodies).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/Current password/), "wrong one");
    await userEvent.type(within(form).getByLabelText(/New password/), "a new long password");
    await userEvent.type(within(form).getByLabelText(/Repeat password/), "a new long password");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("The current password is incorrect")).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      old_password: "wrong one",
      password: "a new long password",
      repeat_password: "a new long password",
    });
  });

  it("sets up the second factor: a QR code of the secret, then a code from the app switches it on", async () => {
    const bodies: unknown[] = [];
    let twoFactor = false;
    server.use(
      http.get("/api/user/1", () => HttpResponse.json(userDetails(1, { two_factor: twoFactor }))),
      http.post("/api/user/1/twofactor", async ({ request }) => {
        const body = (await request.json()) as { enable: boolean; code?: string };
        bodies.push(body);
        if (body.code === undefined) {
          return HttpResponse.json({
            enabled: false,
            secret: "JBSWY3DPEHPK3PXP",
            uri: "otpauth://totp/Docket:admin?secret=JBSWY3DPEHPK3PXP&issuer=Docket",
          });
        }
        if (body.code !== "123456") {
          return HttpResponse.json({ errors: { code: "Incorrect verification code." } }, { status: 400 });
        }
        twoFactor = true;
        return HttpResponse.json({ enabled: true });
      }),
    );
    renderApp("/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Set up two-step verification" }));
    const qr = await screen.findByTestId("two-factor-qr");
    expect(await within(qr).findByRole("img", { name: /^qrcode: otpauth:\/\/totp\// })).toBeInTheDocument();
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    const code = screen.getByRole("textbox", { name: /Verification code/ });
    await userEvent.type(code, "12ab34");
    expect(code).toHaveValue("1234");
    await userEvent.click(screen.getByRole("button", { name: "Switch on" }));
    expect(await screen.findByText("Incorrect verification code.")).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Switch on" }));
    expect(await screen.findByText("Two-step verification is on")).toBeInTheDocument();
    expect(bodies).toEqual([
      { enable: true },
      { enable: true, code: "1234" },
      { enable: true, code: "123456" },
    ]);
  });

  it("sends a chosen picture as a data URL and refuses other file types", async () => {
    const bodies: { avatar: string }[] = [];
    server.use(
      usersHandler([userDetails(1)]),
      http.put("/api/user/1/avatar", async ({ request }) => {
        bodies.push((await request.json()) as { avatar: string });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp("/profile");
    const input = await screen.findByLabelText("Profile picture");
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" }),
    );
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.avatar).toMatch(/^data:image\/png;base64,/);
    await userEvent.upload(input, new File(["x"], "me.gif", { type: "image/gif" }), { applyAccept: false });
    expect(await screen.findByText("Choose a png, jpeg or webp image")).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});

describe("/colleagues and /contact", () => {
  it("lists the environment's active members linked to their profiles, searched by name", async () => {
    const requests: URL[] = [];
    server.use(
      http.get("/api/user", ({ request }) => {
        const url = new URL(request.url);
        requests.push(url);
        const all = [userOption(7, "Anna", "Berg"), userOption(8, "Bram", "Smit")];
        const name = (url.searchParams.get("name") ?? "").toLowerCase();
        const results = all.filter((user) => user.username.includes(name));
        return HttpResponse.json({
          results,
          pager: { current: 1, pages: 1, items: results.length, limit: 25 },
        });
      }),
    );
    renderApp("/colleagues");
    expect(await screen.findByRole("link", { name: "Anna Berg" })).toHaveAttribute("href", "/user/7");
    expect(screen.getByRole("link", { name: "Bram Smit" })).toHaveAttribute("href", "/user/8");
    expect(requests[0]?.searchParams.get("environment")).toBe("1000");
    expect(requests[0]?.searchParams.get("active")).toBe("1");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "bram");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Anna Berg" })).not.toBeInTheDocument());
    expect(requests.at(-1)?.searchParams.get("name")).toBe("bram");
  });

  it("names the environment's admins with their address and a message button", async () => {
    const requests: URL[] = [];
    server.use(
      http.get("/api/user", ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ results: [userOption(7, "Anna", "Berg")], pager: {} });
      }),
      usersHandler([userDetails(7, { email: "anna@example.test" })]),
    );
    renderApp("/contact");
    expect(await screen.findByRole("link", { name: "anna@example.test" })).toHaveAttribute(
      "href",
      "mailto:anna@example.test",
    );
    expect(screen.getByRole("link", { name: "Anna Berg" })).toHaveAttribute("href", "/user/7");
    expect(requests.find((url) => url.searchParams.get("admins") === "1")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});

describe("/subscriptions", () => {
  it("lists the followed records with their type, and unfollows one", async () => {
    let followed = [
      {
        content_dossier_id: 41,
        def_dossier_id: 10,
        summary: "Jansen",
        archived: false,
        created_at: "2026-03-02T10:00:00Z",
      },
      {
        content_dossier_id: 42,
        def_dossier_id: 10,
        summary: null,
        archived: true,
        created_at: "2026-03-01T10:00:00Z",
      },
    ];
    const unsubscribed: string[] = [];
    server.use(
      http.get("/api/contentdossier/subscriptions", () =>
        HttpResponse.json({
          results: followed,
          pager: { current: 1, pages: 1, items: followed.length, limit: 25 },
        }),
      ),
      http.get("/api/contentdossier/:id/unsubscribe", ({ params }) => {
        unsubscribed.push(String(params.id));
        followed = followed.filter((row) => String(row.content_dossier_id) !== params.id);
        return HttpResponse.json({ result: false });
      }),
    );
    renderApp("/subscriptions");
    const table = await screen.findByRole("table", { name: "Subscriptions" });
    expect(within(table).getByRole("link", { name: "Jansen" })).toHaveAttribute("href", "/contentdossier/41");
    expect(within(table).getByRole("link", { name: "#42" })).toBeInTheDocument();
    expect(within(table).getByText("(Archived)")).toBeInTheDocument();
    expect(within(table).getAllByText("Clients")).toHaveLength(2);
    await userEvent.click(within(table).getByRole("button", { name: "Stop subscription: Jansen" }));
    await waitFor(() =>
      expect(within(table).queryByRole("link", { name: "Jansen" })).not.toBeInTheDocument(),
    );
    expect(unsubscribed).toEqual(["41"]);
  });

  it("says 'No items found' when nothing is followed", async () => {
    server.use(
      http.get("/api/contentdossier/subscriptions", () =>
        HttpResponse.json({ results: [], pager: { pages: 1 } }),
      ),
    );
    renderApp("/subscriptions");
    expect(await screen.findByText("No items found")).toBeInTheDocument();
  });
});

describe("the language saved with the profile", () => {
  const colleaguesServer = (language: string) =>
    server.use(
      ...platformHandlers({ user: me({ private_settings: { language } }) }),
      http.get("/api/user", () => HttpResponse.json({ results: [], pager: {} })),
    );

  it("applies where this browser has no choice of its own, as on a first login elsewhere", async () => {
    colleaguesServer("de");
    renderApp("/colleagues");
    expect(await screen.findByRole("heading", { name: "Kollegen" })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe("de");
    activate("en");
  });

  it("leaves a choice made in this browser", async () => {
    localStorage.setItem(STORAGE_KEYS.language, "en");
    colleaguesServer("de");
    renderApp("/colleagues");
    expect(await screen.findByRole("heading", { name: "Colleagues" })).toBeInTheDocument();
    // Once the profile has loaded (the user menu names the user), the page is still in English.
    expect(
      await screen.findByRole("button", { name: "User menu: Docket Administrator" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Colleagues" })).toBeInTheDocument();
  });
});

describe("the user menu", () => {
  it("shows the user's own picture once one is set", async () => {
    server.use(
      ...platformHandlers({ user: me({ avatar: "/api/user/1/avatar?v=abc" }) }),
      http.get("/api/user", () => HttpResponse.json({ results: [], pager: {} })),
    );
    renderApp("/colleagues");
    const trigger = await screen.findByRole("button", { name: "User menu: Docket Administrator" });
    await waitFor(() =>
      expect(trigger.querySelector("img")).toHaveAttribute("src", "/api/user/1/avatar?v=abc"),
    );
  });
});
