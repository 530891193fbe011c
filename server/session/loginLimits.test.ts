import { expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";

describeApi(
  "login limits",
  (api) => {
    const attempt = (username: string, password: string, address: string) =>
      api.request("POST", "/api/login_check", { body: { username, password }, address });
    /** Lets the failures of a username look that many seconds older. */
    const age = (username: string, seconds: number) =>
      api.db.query(
        "update login_attempts set created_at = created_at - $2 * interval '1 second' where username = $1",
        [username.toLowerCase(), seconds],
      );

    it("lets the real user in from another address while someone guesses their password", async () => {
      const user = await api.createUser({ name: "targeted", globalRoles: ["ROLE_ADMIN"] });
      for (let i = 0; i < 10; i += 1) await attempt(user.username, "guess", "10.3.0.1");
      expect((await attempt(user.username, user.password, "10.3.0.1")).status).toBe(429);
      expect((await attempt(user.username, user.password, "10.3.0.2")).status).toBe(200);
      // The attempts are in the database, where every process counts them.
      const [row] = await api.db.query<{ n: number }>(
        "select count(*)::int as n from login_attempts where username = $1 and address = '10.3.0.1'",
        [user.username.toLowerCase()],
      );
      expect(row?.n).toBe(3);
    });

    it("makes a username and address wait after their free failures, twice as long each time", async () => {
      const user = await api.createUser({ name: "guessed" });
      for (let i = 0; i < 3; i += 1) {
        expect((await attempt(user.username, "guess", "10.4.0.1")).status).toBe(401);
      }
      const waiting = await attempt(user.username, user.password, "10.4.0.1");
      expect(waiting.status).toBe(429);
      expect(waiting.body).toEqual({
        message: "Too many failed attempts. Try again later.",
        retry_after: 30,
      });
      expect(waiting.headers["retry-after"]).toBe("30");

      await age(user.username, 31);
      expect((await attempt(user.username, "guess", "10.4.0.1")).status).toBe(401);
      const longer = await attempt(user.username, user.password, "10.4.0.1");
      expect(longer.status).toBe(429);
      expect(longer.body.retry_after).toBe(60);

      await age(user.username, 61);
      expect((await attempt(user.username, user.password, "10.4.0.1")).status).toBe(200);
      // The success cleared this pair: three free failures again.
      for (let i = 0; i < 3; i += 1) {
        expect((await attempt(user.username, "guess", "10.4.0.1")).status).toBe(401);
      }
    });

    it("never waits longer than the window", async () => {
      const user = await api.createUser({ name: "stubborn" });
      for (let i = 0; i < 12; i += 1) {
        await api.db.query(
          "insert into login_attempts (username, address, kind) values ($1, $2, 'password')",
          [user.username.toLowerCase(), "10.5.0.1"],
        );
      }
      const waiting = await attempt(user.username, user.password, "10.5.0.1");
      expect(waiting.body.retry_after).toBe(900);
    });

    it("keeps the failures from other addresses when the real user logs in", async () => {
      const user = await api.createUser({ name: "forgetful" });
      for (let i = 0; i < 3; i += 1) await attempt(user.username, "guess", "10.6.0.1");
      await attempt(user.username, "typo", "10.6.0.2");
      expect((await attempt(user.username, user.password, "10.6.0.2")).status).toBe(200);
      expect((await attempt(user.username, user.password, "10.6.0.1")).status).toBe(429);
    });

    it("leaves an address that failed for many usernames no free failures, but lets right passwords in", async () => {
      // Behind a proxy without TRUST_PROXY every user has the proxy's address: spraying from it must not
      // lock them all out.
      for (let i = 0; i < 6; i += 1) await attempt(api.unique("nobody"), "guess", "10.7.0.1");
      const user = await api.createUser({ name: "bystander" });
      expect((await attempt(user.username, user.password, "10.7.0.1")).status).toBe(200);
      const other = await api.createUser({ name: "typist" });
      expect((await attempt(other.username, "typo", "10.7.0.1")).status).toBe(401);
      expect((await attempt(other.username, other.password, "10.7.0.1")).status).toBe(429);
      expect((await attempt(other.username, other.password, "10.7.0.2")).status).toBe(200);
    });

    it("lets attempts outside the window count for nothing", async () => {
      const user = await api.createUser({ name: "patient" });
      for (let i = 0; i < 5; i += 1) await attempt(user.username, "guess", "10.8.0.1");
      expect((await attempt(user.username, user.password, "10.8.0.1")).status).toBe(429);
      await age(user.username, 16 * 60);
      expect((await attempt(user.username, user.password, "10.8.0.1")).status).toBe(200);
    });

    it("throttles forgot-password requests per username and address too", async () => {
      const user = await api.createUser({ name: "forgot" });
      const forgot = (address: string) =>
        api.request("POST", "/api/user/forgot_password", {
          body: { username: user.username, email: "wrong@example.test" },
          address,
        });
      for (let i = 0; i < 3; i += 1) expect((await forgot("10.9.0.1")).status).toBe(400);
      expect((await forgot("10.9.0.1")).status).toBe(429);
      expect((await forgot("10.9.0.2")).status).toBe(400);
    });
  },
  { loginLimits: { windowSeconds: 900, freePerPair: 3, delaySeconds: 30, perAddress: 6 } },
);
