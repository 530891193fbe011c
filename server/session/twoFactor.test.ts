import { expect, it } from "vitest";
import { check, SecondFactorRequired } from "../../schemas";
import { describeApi } from "../testing/apiHarness";
import { currentTotpCode } from "./totp";

const PERIOD = 30_000;

describeApi("second factor", (api) => {
  /** A user who switched on an authenticator through the API; answers the secret. */
  async function userWithAuthenticator(name: string) {
    const user = await api.loggedInUser({ name });
    const started = await api.request("POST", `/api/user/${user.id}/twofactor`, {
      cookie: user.cookie,
      body: { enable: true },
    });
    expect(started.status).toBe(200);
    expect(started.body.uri).toContain(`otpauth://totp/Docket:${user.username}`);
    const secret: string = started.body.secret;
    const confirmed = await api.request("POST", `/api/user/${user.id}/twofactor`, {
      cookie: user.cookie,
      body: { enable: true, code: currentTotpCode(secret) },
    });
    expect(confirmed.body).toEqual({ enabled: true });
    // Switching the second factor on gives the session a new token.
    expect(confirmed.sessionCookie).toBeDefined();
    expect(confirmed.sessionCookie).not.toBe(user.cookie);
    return { ...user, cookie: confirmed.sessionCookie ?? "", secret };
  }

  const login = (user: { username: string; password: string }, otp?: string) =>
    api.request("POST", "/api/login_check", {
      body: { username: user.username, password: user.password },
      ...(otp === undefined ? {} : { headers: { otp } }),
      address: "10.2.0.1",
    });

  it("does not switch on until a code from the app confirms the secret", async () => {
    const user = await api.loggedInUser({ name: "pending" });
    await api.request("POST", `/api/user/${user.id}/twofactor`, {
      cookie: user.cookie,
      body: { enable: true },
    });
    const wrong = await api.request("POST", `/api/user/${user.id}/twofactor`, {
      cookie: user.cookie,
      body: { enable: true, code: "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ errors: { code: "Incorrect verification code." } });
    // Until confirmed, the password alone still logs in.
    expect((await login(user)).status).toBe(200);
  });

  it("asks for a verification code after a correct password, with a 401 that says so", async () => {
    const user = await userWithAuthenticator("asked");
    const response = await login(user);
    expect(response.status).toBe(401);
    expect(check(SecondFactorRequired, response.body).ok).toBe(true);
    expect(response.body.errors.two_factor).toBe(true);
    expect(response.sessionCookie).toBeUndefined();
  });

  it("refuses a wrong code with 'Incorrect verification code.'", async () => {
    const user = await userWithAuthenticator("wrongcode");
    const response = await login(user, "123456");
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      message: "Incorrect verification code.",
      errors: { two_factor: true, otp: "Incorrect verification code." },
    });
  });

  it("logs in with a fresh code in the OTP header, and refuses the same code twice", async () => {
    const user = await userWithAuthenticator("fresh");
    // The confirming code used the current period; the next period's code is new.
    const code = currentTotpCode(user.secret, Date.now() + PERIOD);
    const response = await login(user, code);
    expect(response.status).toBe(200);
    expect(response.sessionCookie).toBeDefined();
    expect((await login(user, code)).body.message).toBe("Incorrect verification code.");
  });

  it("does not let a wrong password through even with a right code", async () => {
    const user = await userWithAuthenticator("bothwrong");
    const response = await login(
      { username: user.username, password: "wrong password" },
      currentTotpCode(user.secret),
    );
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Incorrect username or password" });
  });

  it("switches off with a current code, or by a super admin without one", async () => {
    const user = await userWithAuthenticator("off");
    const withoutCode = await api.request("POST", `/api/user/${user.id}/twofactor`, {
      cookie: user.cookie,
      body: { enable: false },
    });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body).toEqual({ errors: { code: "This is a required field" } });

    const admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    const reset = await api.request("POST", `/api/user/${user.id}/twofactor`, {
      cookie: admin.cookie,
      body: { enable: false },
    });
    expect(reset.body).toEqual({ enabled: false });
    // The admin's own session keeps its token; the user's gets a new one on its next request.
    expect(reset.sessionCookie).toBeUndefined();
    const next = await api.request("GET", "/api/user/me", { cookie: user.cookie });
    expect(next.status).toBe(200);
    expect(next.body.two_factor).toBe(false);
    expect(next.sessionCookie).toBeDefined();
    expect((await login(user)).status).toBe(200);
  });

  it("keeps others away from a user's second factor", async () => {
    const user = await api.loggedInUser({ name: "owner" });
    const other = await api.loggedInUser({ name: "other" });
    const response = await api.request("POST", `/api/user/${user.id}/twofactor`, {
      cookie: other.cookie,
      body: { enable: true },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: "403_general_message" });
  });
});
