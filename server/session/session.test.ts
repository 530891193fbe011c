import { describe, expect, it } from "vitest";
import { check, TokenData } from "../../schemas";
import { describeApi } from "../testing/apiHarness";
import { hashToken } from "./tokens";

describeApi("session", (api) => {
  it("logs in with username and password, answering the token data and an HttpOnly SameSite cookie", async () => {
    const user = await api.createUser({ name: "login" });
    const response = await api.request("POST", "/api/login_check", {
      body: { username: user.username, password: user.password },
    });
    expect(response.status).toBe(200);
    expect(check(TokenData, response.body).ok).toBe(true);
    expect(response.body).toMatchObject({
      username: user.username,
      user_id: user.id,
      roles: ["ROLE_USER"],
      re_pwd: false,
    });
    expect(response.body.exp - response.body.iat).toBe(3600);

    const cookie = response.setCookie.find((c) => c.startsWith("docket_session="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    // The database holds only the token's hash.
    const token = response.sessionCookie?.split("=")[1] ?? "";
    const rows = await api.db.query<{ token_hash: string }>(
      "select token_hash from sessions where user_id = $1",
      [user.id],
    );
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);
  });

  it("accepts the username in any case", async () => {
    const user = await api.createUser({ name: "Casing" });
    const response = await api.request("POST", "/api/login_check", {
      body: { username: user.username.toUpperCase(), password: user.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(user.username);
  });

  it("names each missing login field", async () => {
    const response = await api.request("POST", "/api/login_check", { body: { username: "  " } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: { username: "This is a required field", password: "This is a required field" },
    });
    const empty = await api.request("POST", "/api/login_check");
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["password", "username"]);
  });

  it("answers 'Incorrect username or password' for a wrong password and for an unknown user alike", async () => {
    const user = await api.createUser({ name: "wrong" });
    const wrong = await api.request("POST", "/api/login_check", {
      body: { username: user.username, password: "not the password" },
      address: "10.1.0.1",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Incorrect username or password" });
    expect(wrong.sessionCookie).toBeUndefined();
    const unknown = await api.request("POST", "/api/login_check", {
      body: { username: "nobody-at-all", password: "whatever" },
      address: "10.1.0.1",
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses deactivated users", async () => {
    const user = await api.createUser({ name: "inactive" });
    await api.db.query("update users set active = false where id = $1", [user.id]);
    const response = await api.request("POST", "/api/login_check", {
      body: { username: user.username, password: user.password },
      address: "10.1.0.2",
    });
    expect(response.status).toBe(401);
  });

  it("answers 401 without a session and with a made-up cookie", async () => {
    for (const cookie of [undefined, "docket_session=made-up-token"]) {
      const response = await api.request("GET", "/api/user/me", { cookie });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: "Authentication required" });
    }
  });

  it("tells the time to live and renews the session on refresh_token", async () => {
    const user = await api.loggedInUser({ name: "refresh" });
    const ttl = await api.request("GET", "/api/ttl_token", { cookie: user.cookie });
    expect(ttl.status).toBe(200);
    expect(ttl.body.ttl).toBeGreaterThan(3590);
    expect(ttl.body.ttl).toBeLessThanOrEqual(3600);

    // Let the session run down, then renew it.
    await api.db.query("update sessions set expires_at = now() + interval '100 seconds' where user_id = $1", [
      user.id,
    ]);
    expect(
      (await api.request("GET", "/api/ttl_token", { cookie: user.cookie })).body.ttl,
    ).toBeLessThanOrEqual(100);
    const refreshed = await api.request("GET", "/api/refresh_token", { cookie: user.cookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ username: user.username, user_id: user.id });
    expect(refreshed.body.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    expect(refreshed.setCookie.some((c) => c.includes("Max-Age=3600"))).toBe(true);
  });

  it("gives the session a new token on refresh_token; the old one works only a few seconds more", async () => {
    const user = await api.loggedInUser({ name: "rotated" });
    const refreshed = await api.request("GET", "/api/refresh_token", { cookie: user.cookie });
    expect(refreshed.status).toBe(200);
    const fresh = refreshed.sessionCookie;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(user.cookie);
    expect((await api.request("GET", "/api/ttl_token", { cookie: fresh })).status).toBe(200);
    // Requests already under way with the old token still pass; a refresh with it gets no new token.
    expect((await api.request("GET", "/api/ttl_token", { cookie: user.cookie })).status).toBe(200);
    const late = await api.request("GET", "/api/refresh_token", { cookie: user.cookie });
    expect(late.status).toBe(200);
    expect(late.sessionCookie).toBeUndefined();

    await api.db.query("update sessions set rotated_at = now() - interval '11 seconds' where user_id = $1", [
      user.id,
    ]);
    expect((await api.request("GET", "/api/ttl_token", { cookie: user.cookie })).status).toBe(401);
    expect((await api.request("GET", "/api/ttl_token", { cookie: fresh })).status).toBe(200);
  });

  it("never extends a session past 12 hours from its login, however often it was refreshed", async () => {
    const user = await api.loggedInUser({ name: "absolute" });
    await api.db.query(
      "update sessions set created_at = now() - interval '12 hours' + interval '100 seconds' where user_id = $1",
      [user.id],
    );
    const last = await api.request("GET", "/api/refresh_token", { cookie: user.cookie });
    expect(last.status).toBe(200);
    const left = last.body.exp - Math.floor(Date.now() / 1000);
    expect(left).toBeGreaterThan(90);
    expect(left).toBeLessThanOrEqual(100);
    expect(last.setCookie.find((c) => c.startsWith("docket_session="))).toMatch(/Max-Age=(9\d|100);/);

    // Whatever refreshes came before, past the absolute lifetime the session is gone.
    await api.db.query(
      `update sessions set created_at = now() - interval '13 hours', expires_at = now() + interval '1 hour'
        where user_id = $1`,
      [user.id],
    );
    expect((await api.request("GET", "/api/refresh_token", { cookie: last.sessionCookie })).status).toBe(401);
    expect((await api.request("GET", "/api/ttl_token", { cookie: last.sessionCookie })).status).toBe(401);
  });

  it("gives a session a new token on its next request after the user's global roles changed", async () => {
    const user = await api.loggedInUser({ name: "promoted" });
    await api.db.query("update users set global_roles = '{ROLE_CONTRACT_ADMIN}' where id = $1", [user.id]);
    const next = await api.request("GET", "/api/user/me", { cookie: user.cookie });
    expect(next.status).toBe(200);
    expect(next.body.contract_admin).toBe(true);
    expect(next.sessionCookie).toBeDefined();
    expect(next.sessionCookie).not.toBe(user.cookie);
    const after = await api.request("GET", "/api/user/me", { cookie: next.sessionCookie });
    expect(after.status).toBe(200);
    expect(after.sessionCookie).toBeUndefined();
  });

  it("ends a session once it has expired", async () => {
    const user = await api.loggedInUser({ name: "expired" });
    await api.db.query("update sessions set expires_at = now() - interval '1 second' where user_id = $1", [
      user.id,
    ]);
    expect((await api.request("GET", "/api/refresh_token", { cookie: user.cookie })).status).toBe(401);
    expect((await api.request("GET", "/api/ttl_token", { cookie: user.cookie })).status).toBe(401);
  });

  it("revokes the session on logout and clears the cookie", async () => {
    const user = await api.loggedInUser({ name: "logout" });
    const logout = await api.request("GET", "/api/logout_cookie", { cookie: user.cookie });
    expect(logout.status).toBe(200);
    expect(logout.setCookie.find((c) => c.startsWith("docket_session="))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await api.request("GET", "/api/ttl_token", { cookie: user.cookie })).status).toBe(401);
    expect((await api.request("GET", "/api/refresh_token", { cookie: user.cookie })).status).toBe(401);
    // Logging out without a session still succeeds, so the client can always clear up.
    expect((await api.request("GET", "/api/logout_cookie")).status).toBe(200);
  });

  it("keeps sessions apart: logging out one leaves the other", async () => {
    const user = await api.createUser({ name: "twice" });
    const first = await api.login(user);
    const second = await api.login(user);
    await api.request("GET", "/api/logout_cookie", { cookie: first });
    expect((await api.request("GET", "/api/ttl_token", { cookie: second })).status).toBe(200);
  });

  it("gives super admins ROLE_ADMIN in the token data", async () => {
    const admin = await api.createUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    const response = await api.request("POST", "/api/login_check", {
      body: { username: admin.username, password: admin.password },
    });
    expect(response.body.roles).toEqual(["ROLE_USER", "ROLE_ADMIN"]);
  });
});

describeApi(
  "session behind https",
  (api) => {
    describe("cookie", () => {
      it("is marked Secure", async () => {
        const user = await api.createUser();
        const response = await api.request("POST", "/api/login_check", {
          body: { username: user.username, password: user.password },
        });
        expect(response.setCookie.find((c) => c.startsWith("docket_session="))).toMatch(/Secure/);
      });
    });
  },
  { secureCookies: true },
);
