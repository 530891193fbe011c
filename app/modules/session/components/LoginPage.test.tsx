// @vitest-environment jsdom
import "../../../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../testing/platformHandlers";
import { renderApp } from "../../../testing/renderApp";
import { server } from "../../../testing/server";
import { tokenFor } from "../../../testing/tokenFor";
import { STORAGE_KEYS } from "../state/storageKeys";
import { tokenStore } from "../state/tokenStore";

const username = () => screen.getByLabelText(/Username/);
const password = () => screen.getByLabelText(/^Password/);
const continueButton = () => screen.getByRole("button", { name: "Continue" });

async function openLogin(path = "/login") {
  const view = renderApp(path);
  await screen.findByRole("heading", { name: "Log in" });
  return { ...view, user: userEvent.setup() };
}

/** A server that wants a code from this user: answers 401 two_factor until the OTP header holds 123456. */
function twoFactorServer(seen: (string | null)[] = []) {
  server.use(
    http.post("/api/login_check", ({ request }) => {
      const otp = request.headers.get("otp");
      seen.push(otp);
      if (otp === "123456") return HttpResponse.json(tokenFor("femke"));
      const message = otp ? "Incorrect verification code." : "verification_code_required";
      return HttpResponse.json({ message, errors: { two_factor: true } }, { status: 401 });
    }),
  );
  return seen;
}

// Where a login leads: the environment picker, which asks for these.
beforeEach(() => server.use(...platformHandlers()));

describe("/login", () => {
  it("keeps Continue disabled until both username and password are filled", async () => {
    const { user } = await openLogin();
    expect(continueButton()).toBeDisabled();
    await user.type(username(), "admin");
    expect(continueButton()).toBeDisabled();
    await user.type(password(), "x");
    expect(continueButton()).toBeEnabled();
    await user.clear(username());
    await user.type(username(), "   ");
    expect(continueButton()).toBeDisabled();
  });

  it("shows and hides the password", async () => {
    const { user } = await openLogin();
    await user.type(password(), "secret");
    expect(password()).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password()).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password()).toHaveAttribute("type", "password");
  });

  it("says 'Incorrect username or password' on a 401, and any edit clears it", async () => {
    server.use(
      http.post("/api/login_check", () =>
        HttpResponse.json({ message: "Incorrect username or password" }, { status: 401 }),
      ),
    );
    const { user } = await openLogin();
    await user.type(username(), "admin");
    await user.type(password(), "wrong");
    // The live region is there before the message, so that the message is announced.
    const region = screen.getByRole("alert");
    expect(region).toBeEmptyDOMElement();
    expect(username()).not.toHaveAttribute("aria-invalid");
    await user.click(continueButton());
    expect(await screen.findByText("Incorrect username or password")).toBeInTheDocument();
    expect(region).toHaveTextContent("Incorrect username or password");
    for (const field of [username(), password()]) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription("Incorrect username or password");
    }
    await user.type(username(), "x");
    expect(screen.queryByText("Incorrect username or password")).not.toBeInTheDocument();
    expect(username()).not.toHaveAttribute("aria-invalid");
  });

  it("tells when there were too many attempts", async () => {
    server.use(
      http.post("/api/login_check", () =>
        HttpResponse.json({ message: "Too many failed attempts. Try again later." }, { status: 429 }),
      ),
    );
    const { user } = await openLogin();
    await user.type(username(), "admin");
    await user.type(password(), "x");
    await user.click(continueButton());
    expect(await screen.findByText("Too many failed attempts. Try again later.")).toBeInTheDocument();
  });

  it("asks for a verification code of digits only, up to six, submit disabled while empty", async () => {
    const seen = twoFactorServer();
    const { user, router } = await openLogin();
    await user.type(username(), "femke");
    await user.type(password(), "docket-demo");
    await user.click(continueButton());

    const code = await screen.findByLabelText(/Verification code/);
    const verify = screen.getByRole("button", { name: "Verify" });
    expect(verify).toBeDisabled();
    await user.type(code, "a1b2c3d4e5f6g7h8");
    expect(code).toHaveValue("123456");
    await user.clear(code);
    expect(verify).toBeDisabled();

    await user.type(code, "999999");
    await user.click(verify);
    expect(await screen.findByText("Incorrect verification code.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Incorrect verification code.");
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveAccessibleDescription("Incorrect verification code.");
    await user.type(code, "{Backspace}");
    expect(screen.queryByText("Incorrect verification code.")).not.toBeInTheDocument();

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe("/environment"));
    expect(seen).toEqual([null, "999999", "123456"]);
    expect(tokenStore.get()?.username).toBe("femke");
  });

  it("goes back from the code to the password step", async () => {
    twoFactorServer();
    const { user } = await openLogin();
    await user.type(username(), "femke");
    await user.type(password(), "docket-demo");
    await user.click(continueButton());
    await screen.findByLabelText(/Verification code/);
    await user.click(screen.getByRole("button", { name: "Back to login" }));
    expect(username()).toHaveValue("femke");
    expect(password()).toHaveValue("");
  });

  it("logs in by itself with ?username&key, then asks for a new password", async () => {
    let asked = 0;
    let changed: unknown = null;
    server.use(
      http.get("/api/key_login_check", ({ request }) => {
        asked++;
        const url = new URL(request.url);
        expect(url.searchParams.get("username")).toBe("femke");
        expect(url.searchParams.get("key")).toBe("k3y");
        return HttpResponse.json({ ...tokenFor("femke"), re_pwd: true });
      }),
      http.patch("/api/user/change_password", async ({ request }) => {
        changed = await request.json();
        return HttpResponse.json({ result: true });
      }),
    );
    const { router } = renderApp("/login?username=femke&key=k3y");
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Choose a new password" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), "a-new-password");
    await user.type(screen.getByLabelText(/^Repeat password/), "another");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Repeat password/));
    await user.type(screen.getByLabelText(/^Repeat password/), "a-new-password");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/environment"));
    expect(changed).toEqual({ password: "a-new-password", repeat_password: "a-new-password" });
    expect(asked).toBe(1);
  });

  it("says login_incorrect when the login link does not work, and offers the form", async () => {
    server.use(
      http.get("/api/key_login_check", () =>
        HttpResponse.json({ message: "login_incorrect" }, { status: 401 }),
      ),
    );
    renderApp("/login?username=femke&key=old");
    expect(await screen.findByText("This login link is not valid (any more).")).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue("femke");
  });

  it("says so when single sign-on did not give a session, and offers the form", async () => {
    renderApp("/login?sso=failed");
    expect(
      await screen.findByText("Single sign-on did not succeed. Try again or log in with your password."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
  });

  it("sends a logged-in visitor on to the environments", async () => {
    tokenStore.set(tokenFor());
    const { router } = renderApp("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/environment"));
  });
});

describe("/forgot_password", () => {
  it("requires both fields, an email format, and tells to check the mailbox", async () => {
    let body: unknown = null;
    server.use(
      http.post("/api/user/forgot_password", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: true });
      }),
    );
    renderApp("/forgot_password");
    const user = userEvent.setup();
    const submit = await screen.findByRole("button", { name: "Request a new password" });
    await user.click(submit);
    expect(screen.getAllByText("This is a required field")).toHaveLength(2);
    await user.type(screen.getByLabelText(/Username/), "femke");
    await user.type(screen.getByLabelText(/Email address/), "femke@");
    await user.click(submit);
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email address/), "example.org");
    await user.click(submit);
    expect(await screen.findByRole("heading", { name: "Check your mailbox" })).toBeInTheDocument();
    expect(body).toEqual({ username: "femke", email: "femke@example.org" });
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
  });

  it("says 'Incorrect username or email address' when they do not belong together", async () => {
    server.use(
      http.post("/api/user/forgot_password", () =>
        HttpResponse.json(
          {
            message: "Incorrect username or email address",
            errors: { username: "Incorrect username or email address" },
          },
          { status: 400 },
        ),
      ),
    );
    renderApp("/forgot_password");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "femke");
    await user.type(screen.getByLabelText(/Email address/), "someone@example.org");
    await user.click(screen.getByRole("button", { name: "Request a new password" }));
    expect(await screen.findByText("Incorrect username or email address")).toBeInTheDocument();
  });
});

describe("logout", () => {
  it("clears storage and goes to / even when the server call fails, keeping the last visit", async () => {
    server.use(http.get("/api/logout_cookie", () => HttpResponse.error()));
    const token = tokenFor();
    tokenStore.set(token);
    localStorage.setItem(STORAGE_KEYS.environment, "1000");
    const { logout } = await import("../utils/logout");
    const went: string[] = [];
    await logout((path) => went.push(path));
    expect(went).toEqual(["/"]);
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.environment)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastVisit)).toBe(String(token.iat * 1000));
  });
});
