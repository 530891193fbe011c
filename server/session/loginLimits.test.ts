import { expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";

describeApi(
  "login limits",
  (api) => {
    const attempt = (username: string, password: string, address: string) =>
      api.request("POST", "/api/login_check", { body: { username, password }, address });

    it("stops a username after its failed attempts, even with the right password, from any address", async () => {
      const user = await api.createUser({ name: "guessed" });
      for (const address of ["10.3.0.1", "10.3.0.2", "10.3.0.3"]) {
        expect((await attempt(user.username, "guess", address)).status).toBe(401);
      }
      const blocked = await attempt(user.username, user.password, "10.3.0.4");
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        message: "Too many failed attempts. Try again later.",
        retry_after: 900,
      });
      expect(blocked.headers["retry-after"]).toBe("900");
      // The attempts are in the database, where every process counts them.
      const [row] = await api.db.query<{ n: number }>(
        "select count(*)::int as n from login_attempts where username = $1",
        [user.username.toLowerCase()],
      );
      expect(row?.n).toBe(3);
    });

    it("stops an address that tries many usernames, while other addresses still log in", async () => {
      for (let i = 0; i < 6; i += 1) await attempt(api.unique("nobody"), "guess", "10.4.0.1");
      const user = await api.createUser({ name: "bystander" });
      expect((await attempt(user.username, user.password, "10.4.0.1")).status).toBe(429);
      expect((await attempt(user.username, user.password, "10.4.0.2")).status).toBe(200);
    });

    it("forgets a user's failures after a successful login", async () => {
      const user = await api.createUser({ name: "forgetful" });
      await attempt(user.username, "guess", "10.5.0.1");
      await attempt(user.username, "guess", "10.5.0.2");
      expect((await attempt(user.username, user.password, "10.5.0.3")).status).toBe(200);
      await attempt(user.username, "guess", "10.5.0.4");
      await attempt(user.username, "guess", "10.5.0.5");
      expect((await attempt(user.username, user.password, "10.5.0.6")).status).toBe(200);
    });

    it("lets attempts outside the window count for nothing", async () => {
      const user = await api.createUser({ name: "patient" });
      for (let i = 0; i < 3; i += 1) await attempt(user.username, "guess", "10.6.0.1");
      expect((await attempt(user.username, user.password, "10.6.0.2")).status).toBe(429);
      await api.db.query(
        "update login_attempts set created_at = now() - interval '16 minutes' where username = $1",
        [user.username.toLowerCase()],
      );
      expect((await attempt(user.username, user.password, "10.6.0.2")).status).toBe(200);
    });
  },
  { loginLimits: { windowSeconds: 900, perUser: 3, perAddress: 6 } },
);
