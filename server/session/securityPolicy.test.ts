import { beforeAll, describe, expect, it } from "vitest";
import { describeApi, TEST_PASSWORD, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";
import { currentTotpCode } from "./totp";

const OPEN_POLICY = {
  two_factor: "none",
  idle_minutes: null,
  password_min_length: 8,
  password_require_digit: false,
  password_require_symbol: false,
  password_require_mixed_case: false,
};

/** The environment security policy (PUT /environment/{id}/setting) as the server enforces it. */
describeApi("security policy enforcement", (api) => {
  const setup = setupApi(api);
  let root: TestUser & { cookie: string };

  beforeAll(async () => {
    root = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
  });

  const policy = async (environment: number, changes: Record<string, unknown>) => {
    const response = await api.request("PUT", `/api/environment/${environment}/setting`, {
      cookie: root.cookie,
      body: { ...OPEN_POLICY, ...changes },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };

  /** An environment with a member holding a plain role and one holding the environment-admin role. */
  const scene = async () => {
    const environment = await setup.environment(root.cookie);
    const plain = await setup.role(root.cookie, environment, []);
    const admins = await setup.role(root.cookie, environment, ["environment-admin"]);
    const member = await api.createUser({ name: api.unique("member") });
    const admin = await api.createUser({ name: api.unique("admin") });
    await setup.member(root.cookie, member, environment, [plain]);
    await setup.member(root.cookie, admin, environment, [admins]);
    return { environment, member, admin };
  };

  const login = (user: { username: string }, otp?: string, password = TEST_PASSWORD) =>
    api.request("POST", "/api/login_check", {
      body: { username: user.username, password },
      address: "10.9.0.1",
      ...(otp === undefined ? {} : { headers: { otp } }),
    });

  describe("second factor", () => {
    it("required for all: the login hands out a secret to set up, a code from it logs in", async () => {
      const { environment, member } = await scene();
      await policy(environment, { two_factor: "all" });

      const first = await login(member);
      expect(first.status).toBe(401);
      expect(first.body).toMatchObject({
        message: "two_factor_setup_required",
        errors: { two_factor: true, two_factor_setup: true },
        secret: expect.any(String),
      });
      expect(first.body.uri).toContain("otpauth://totp/");
      expect(first.sessionCookie).toBeUndefined();
      // Asking again shows the same secret, so a scanned code still fits.
      expect((await login(member)).body.secret).toBe(first.body.secret);

      const wrong = await login(member, "000000");
      expect(wrong.status).toBe(401);
      expect(wrong.body.errors).toMatchObject({
        two_factor_setup: true,
        otp: "Incorrect verification code.",
      });

      const enrolled = await login(member, currentTotpCode(first.body.secret));
      expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
      expect(enrolled.sessionCookie).toBeDefined();
      const me = await api.request("GET", "/api/user/me", { cookie: enrolled.sessionCookie });
      expect(me.body.two_factor).toBe(true);

      // From now on it is an ordinary second factor: a code is asked, no new secret handed out.
      const next = await login(member);
      expect(next.status).toBe(401);
      expect(next.body).toEqual({ message: "verification_code_required", errors: { two_factor: true } });
    });

    it("required for admins: the environment's admins set it up, other members log in as before", async () => {
      const { environment, member, admin } = await scene();
      await policy(environment, { two_factor: "admins" });
      expect((await login(member)).status).toBe(200);
      const adminLogin = await login(admin);
      expect(adminLogin.status).toBe(401);
      expect(adminLogin.body.errors.two_factor_setup).toBe(true);
    });

    it("no longer asked once the policy is relaxed or the membership ends", async () => {
      const { environment, member, admin } = await scene();
      await policy(environment, { two_factor: "all" });
      expect((await login(member)).status).toBe(401);
      await policy(environment, { two_factor: "none" });
      expect((await login(member)).status).toBe(200);
      await policy(environment, { two_factor: "all" });
      const left = await api.request("PUT", `/api/user/${admin.id}/roles/${environment}`, {
        cookie: root.cookie,
        body: { roles: [], active: false },
      });
      expect(left.status, JSON.stringify(left.body)).toBe(200);
      expect((await login(admin)).status).toBe(200);
    });
  });

  describe("password rules", () => {
    const change = (cookie: string, password: string) =>
      api.request("PATCH", "/api/user/change_password", {
        cookie,
        body: { password, old_password: TEST_PASSWORD },
      });

    it("refuses a new password that breaks a rule of the user's environments, with the rule's message", async () => {
      const { environment, member } = await scene();
      await policy(environment, {
        password_min_length: 14,
        password_require_digit: true,
        password_require_mixed_case: true,
        password_require_symbol: true,
      });
      const cookie = (await login(member)).sessionCookie;
      const cases: [string, string][] = [
        ["tangerine orb", "The password must be at least 14 characters long"],
        ["tangerine orbit lamp", "The password must contain a digit"],
        ["tangerine orbit lamp 42", "The password must contain upper and lower case letters"],
        ["TangerineOrbitLamp42", "The password must contain a symbol"],
      ];
      for (const [password, message] of cases) {
        const response = await change(cookie as string, password);
        expect(response.status, password).toBe(400);
        expect(response.body.errors.password).toBe(message);
      }
      const kept = await change(cookie as string, "Tangerine orbit lamp 42");
      expect(kept.status, JSON.stringify(kept.body)).toBeLessThan(300);
    });

    it("checks a user created into the environment against its rules", async () => {
      const { environment } = await scene();
      await policy(environment, { password_require_digit: true });
      const body = { email: "new@example.test", environment };
      const weak = await api.request("POST", "/api/user", {
        cookie: root.cookie,
        body: { ...body, username: api.unique("newcomer"), password: "tangerine orbit lamp" },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.errors.password).toBe("The password must contain a digit");
      const strong = await api.request("POST", "/api/user", {
        cookie: root.cookie,
        body: { ...body, username: api.unique("newcomer"), password: "tangerine orbit lamp 7" },
      });
      expect(strong.status, JSON.stringify(strong.body)).toBe(201);
    });
  });

  describe("idle time", () => {
    it("ends a member's session idle longer than the environment allows; activity keeps it", async () => {
      const { environment, member } = await scene();
      await policy(environment, { idle_minutes: 10 });
      const cookie = (await login(member)).sessionCookie as string;
      const setIdle = (minutes: number) =>
        api.db.query(
          "update sessions set last_seen_at = now() - $2 * interval '1 minute' where user_id = $1",
          [member.id, minutes],
        );
      await setIdle(9);
      const me = await api.request("GET", "/api/user/me", { cookie });
      expect(me.status).toBe(200);
      // The app's idle timer follows the strictest environment.
      expect(me.body.idle_minutes).toBe(10);
      // That request was activity: the clock starts again.
      const [seen] = await api.db.query<{ idle: number }>(
        "select extract(epoch from now() - last_seen_at)::int as idle from sessions where user_id = $1",
        [member.id],
      );
      expect(seen?.idle).toBeLessThan(60);
      await setIdle(11);
      expect((await api.request("GET", "/api/user/me", { cookie })).status).toBe(401);
      expect((await api.request("GET", "/api/ttl_token", { cookie })).status).toBe(401);
    });

    it("leaves sessions of environments without an idle time alone", async () => {
      const { member } = await scene();
      const cookie = (await login(member)).sessionCookie as string;
      await api.db.query("update sessions set last_seen_at = now() - interval '5 hours' where user_id = $1", [
        member.id,
      ]);
      expect((await api.request("GET", "/api/user/me", { cookie })).status).toBe(200);
    });
  });
});
