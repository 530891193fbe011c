import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../session/passwords";
import { openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { ensureSuperAdmin } from "./ensureSuperAdmin";
import { resetPassword, UnknownUserError } from "./resetPassword";

describe("reset password", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("pglite");
    await ensureSuperAdmin(test.db, "the first password");
  }, 60_000);
  afterAll(() => test?.dispose());

  const storedHash = async () => {
    const [row] = await test.db.query<{ id: number; password_hash: string }>(
      "select id, password_hash from users where username = 'admin'",
    );
    return row as { id: number; password_hash: string };
  };

  it("sets a generated password, ends the user's sessions and forgets their failed logins", async () => {
    const { id } = await storedHash();
    await test.db.query(
      "insert into sessions (user_id, token_hash, expires_at) values ($1, 'hash', now() + interval '1 hour')",
      [id],
    );
    await test.db.query(
      "insert into login_attempts (username, address, kind) values ('Admin', '::1', 'password')",
    );
    const result = await resetPassword(test.db, "ADMIN");
    expect(result.generatedPassword?.length).toBe(16);
    expect(await verifyPassword((await storedHash()).password_hash, result.generatedPassword ?? "")).toBe(
      true,
    );
    expect(await test.db.query("select 1 from sessions where user_id = $1", [id])).toEqual([]);
    expect(await test.db.query("select 1 from login_attempts")).toEqual([]);
  });

  it("sets the given password without showing one, and names an unknown user", async () => {
    expect(await resetPassword(test.db, "admin", "a chosen password")).toEqual({});
    expect(await verifyPassword((await storedHash()).password_hash, "a chosen password")).toBe(true);
    await expect(resetPassword(test.db, "nobody")).rejects.toBeInstanceOf(UnknownUserError);
  });
});
