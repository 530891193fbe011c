import { describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { readOutbox } from "../testing/outbox";

describeApi("passwords", (api) => {
  const change = (cookie: string, body: Record<string, string>) =>
    api.request("PATCH", "/api/user/change_password", { cookie, body });

  describe("change_password", () => {
    it("reports each field's problem at once", async () => {
      const user = await api.loggedInUser({ name: "fields" });
      const missing = await change(user.cookie, { password: "short", repeat_password: "other" });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        errors: {
          password: "The password must be at least 8 characters long",
          repeat_password: "Passwords do not match",
          old_password: "This is a required field",
        },
      });
      const wrongOld = await change(user.cookie, { password: "a long new password", old_password: "not it" });
      expect(wrongOld.body).toEqual({ errors: { old_password: "The current password is incorrect" } });
      const noNew = await change(user.cookie, { old_password: user.password });
      expect(noNew.body).toEqual({ errors: { password: "This is a required field" } });
    });

    it("refuses passwords that are easy to guess", async () => {
      const user = await api.loggedInUser({ name: "lazy" });
      for (const password of ["12345678", "password1", "qwertyuiop", `${user.username}2024`]) {
        const response = await change(user.cookie, { old_password: user.password, password });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ errors: { password: "This password is too easy to guess" } });
      }
    });

    it("refuses an easy password for a new user too", async () => {
      const admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
      const response = await api.request("POST", "/api/user", {
        cookie: admin.cookie,
        body: { username: "newcomer", email: "newcomer@example.test", password: "12345678" },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ password: "This password is too easy to guess" });
    });

    it("sets the new password, keeps this session under a new token and ends the others", async () => {
      const user = await api.loggedInUser({ name: "changer" });
      const elsewhere = await api.login(user);
      const response = await change(user.cookie, {
        old_password: user.password,
        password: "a brand new password",
        repeat_password: "a brand new password",
      });
      expect(response.status).toBe(200);
      // A token copied before the change is of no use after it.
      const renewed = response.sessionCookie;
      expect(renewed).toBeDefined();
      expect(renewed).not.toBe(user.cookie);
      await api.db.query("update sessions set rotated_at = now() - interval '1 minute' where user_id = $1", [
        user.id,
      ]);
      expect((await api.request("GET", "/api/ttl_token", { cookie: renewed })).status).toBe(200);
      expect((await api.request("GET", "/api/ttl_token", { cookie: user.cookie })).status).toBe(401);
      expect((await api.request("GET", "/api/ttl_token", { cookie: elsewhere })).status).toBe(401);
      await expect(api.login(user)).rejects.toThrow(/401/);
      await expect(
        api.login({ username: user.username, password: "a brand new password" }),
      ).resolves.toBeTruthy();
    });

    it("needs a session", async () => {
      const response = await api.request("PATCH", "/api/user/change_password", {
        body: { password: "whatever123" },
      });
      expect(response.status).toBe(401);
    });
  });

  describe("forgot_password and key login", () => {
    const forgot = (body: Record<string, string>) =>
      api.request("POST", "/api/user/forgot_password", { body, address: "10.7.0.1" });

    it("checks both fields and the email format", async () => {
      expect((await forgot({})).body).toEqual({
        errors: { username: "This is a required field", email: "This is a required field" },
      });
      expect((await forgot({ username: "someone", email: "not-an-address" })).body).toEqual({
        errors: { email: "Enter a valid email address" },
      });
    });

    it("answers 'Incorrect username or email address' when the two do not belong together", async () => {
      const user = await api.createUser({ name: "mismatch" });
      const response = await forgot({ username: user.username, email: "someone.else@example.test" });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Incorrect username or email address");
      expect(response.body.errors).toEqual({ username: "Incorrect username or email address" });
    });

    it("mails a single-use login link whose session asks for a new password", async () => {
      const user = await api.createUser({ name: "forgot" });
      const response = await forgot({ username: user.username, email: user.email.toUpperCase() });
      expect(response.status).toBe(200);

      const mail = readOutbox(api.dataDir).find((m) => m.to === user.email);
      expect(mail?.subject).toBe("Docket: choose a new password");
      const link = /http:\/\/docket\.test\/login\?username=([^&\s]+)&key=([A-Za-z0-9_-]+)/.exec(
        mail?.text ?? "",
      );
      expect(link?.[1]).toBe(user.username);
      const key = link?.[2] ?? "";
      // Only the key's hash is stored.
      const [stored] = await api.db.query<{ login_key_hash: string }>(
        "select login_key_hash from users where id = $1",
        [user.id],
      );
      expect(stored?.login_key_hash).not.toContain(key);

      const url = `/api/key_login_check?username=${user.username}&key=${key}`;
      const login = await api.request("GET", url, { address: "10.7.0.2" });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ username: user.username, re_pwd: true });
      const cookie = login.sessionCookie ?? "";

      // The link works once.
      const again = await api.request("GET", url, { address: "10.7.0.2" });
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ message: "login_incorrect" });

      // In that session the old password is not asked; afterwards the flag is gone.
      const changed = await change(cookie, { password: "chosen after reset" });
      expect(changed.status).toBe(200);
      const renewed = changed.sessionCookie;
      expect((await api.request("GET", "/api/refresh_token", { cookie: renewed })).body.re_pwd).toBe(false);
      await expect(
        api.login({ username: user.username, password: "chosen after reset" }),
      ).resolves.toBeTruthy();
    });

    it("refuses made-up and expired keys", async () => {
      const user = await api.createUser({ name: "expiredkey" });
      await forgot({ username: user.username, email: user.email });
      const mail = readOutbox(api.dataDir).find((m) => m.to === user.email);
      const key = /key=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
      await api.db.query(
        "update users set login_key_expires_at = now() - interval '1 minute' where id = $1",
        [user.id],
      );
      for (const attempt of [key, "made-up-key"]) {
        const response = await api.request(
          "GET",
          `/api/key_login_check?username=${user.username}&key=${attempt}`,
          {
            address: "10.7.0.3",
          },
        );
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: "login_incorrect" });
      }
      const missing = await api.request("GET", "/api/key_login_check?username=x");
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ errors: { key: "This is a required field" } });
    });
  });
});
