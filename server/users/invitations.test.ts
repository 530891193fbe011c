import { beforeAll, expect, it } from "vitest";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { readOutbox } from "../testing/outbox";
import { setupApi } from "../testing/setupApi";

describeApi("invitations", (api) => {
  const setup = setupApi(api);
  let admin: TestUser & { cookie: string };
  let environment: number;
  let role: number;
  let manager: TestUser & { cookie: string };

  beforeAll(async () => {
    admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    environment = await setup.environment(admin.cookie, api.unique("Invited to "));
    role = await setup.role(admin.cookie, environment, ["kedo.file"]);
    manager = await api.loggedInUser({ name: "inviter" });
    await setup.member(admin.cookie, manager, environment, [
      await setup.role(admin.cookie, environment, ["kedo.user"]),
    ]);
  });

  const invite = (cookie: string, body: Record<string, unknown>) =>
    api.request("POST", "/api/user/invite", { cookie, body });
  const accept = (cookie: string, key: string) =>
    api.request("POST", "/api/invitation/accept", { cookie, body: { key } });
  const mailsTo = (email: string) => readOutbox(api.dataDir).filter((m) => m.to === email);
  const keyOf = (text: string) => /http:\/\/docket\.test\/invitation\?key=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const canOpen = async (cookie: string) =>
    (await api.request("GET", `/api/environment/${environment}`, { cookie })).status === 200;

  it("answers the same whether or not the user exists, and mails only an existing one", async () => {
    const invited = await api.loggedInUser({ name: "invitee" });
    const known = await invite(manager.cookie, {
      environment,
      username_or_email: invited.username,
      roles: [role],
    });
    const unknown = await invite(manager.cookie, {
      environment,
      username_or_email: api.unique("nobody"),
      roles: [role],
    });
    expect(known.status).toBe(202);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);

    const [mail] = mailsTo(invited.email);
    expect(mail?.subject).toMatch(/^Docket: invitation to Invited to /);
    const key = keyOf(mail?.text ?? "") ?? "";
    expect(key).not.toBe("");
    // Only the key's hash is stored, and the invitation makes no member yet.
    const stored = await api.db.query<{ key_hash: string }>(
      "select key_hash from invitations where user_id = $1",
      [invited.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.key_hash).not.toContain(key);
    expect(await canOpen(invited.cookie)).toBe(false);

    // Someone else cannot use the key.
    const other = await api.loggedInUser({ name: "keythief" });
    expect((await accept(other.cookie, key)).status).toBe(400);

    const accepted = await accept(invited.cookie, key);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ environment, user: invited.id, roles: [role], active: true });
    expect(await canOpen(invited.cookie)).toBe(true);

    const again = await accept(invited.cookie, key);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: "This invitation has expired or was already used",
      errors: { key: "This invitation has expired or was already used" },
    });
  });

  it("keeps only the latest key of a user's open invitations", async () => {
    const invited = await api.loggedInUser({ name: "twice" });
    await invite(manager.cookie, { environment, username_or_email: invited.username });
    const first = keyOf(mailsTo(invited.email)[0]?.text ?? "") ?? "";
    await invite(manager.cookie, { environment, username_or_email: invited.username, roles: [role] });
    const second = mailsTo(invited.email)
      .map((m) => keyOf(m.text) ?? "")
      .find((key) => key !== first);
    expect((await accept(invited.cookie, first)).status).toBe(400);
    const accepted = await accept(invited.cookie, second ?? "");
    expect(accepted.body.roles).toEqual([role]);
  });

  it("finds the user by e-mail address too", async () => {
    const invited = await api.loggedInUser({ name: "bymail" });
    const response = await invite(manager.cookie, {
      environment,
      username_or_email: invited.email.toUpperCase(),
    });
    expect(response.status).toBe(202);
    const key = keyOf(mailsTo(invited.email)[0]?.text ?? "") ?? "";
    const accepted = await accept(invited.cookie, key);
    expect(accepted.body).toEqual({ environment, user: invited.id, roles: [], active: true });
  });

  it("refuses an expired key", async () => {
    const invited = await api.loggedInUser({ name: "late" });
    await invite(manager.cookie, { environment, username_or_email: invited.username });
    const key = keyOf(mailsTo(invited.email)[0]?.text ?? "") ?? "";
    await api.db.query("update invitations set expires_at = now() - interval '1 minute' where user_id = $1", [
      invited.id,
    ]);
    const late = await accept(invited.cookie, key);
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ key: "This invitation has expired or was already used" });
    expect(await canOpen(invited.cookie)).toBe(false);
  });

  it("is for user managers, and environment-admin roles only for environment admins", async () => {
    const plain = await api.loggedInUser({ name: "plaininviter" });
    await setup.member(admin.cookie, plain, environment, []);
    const target = await api.createUser({ name: "target" });
    expect((await invite(plain.cookie, { environment, username_or_email: target.username })).status).toBe(
      403,
    );
    const outsider = await api.loggedInUser({ name: "outsideinviter" });
    expect((await invite(outsider.cookie, { environment, username_or_email: target.username })).status).toBe(
      403,
    );

    const adminRole = await setup.role(admin.cookie, environment, ["environment-admin"]);
    const promote = await invite(manager.cookie, {
      environment,
      username_or_email: target.username,
      roles: [adminRole],
    });
    expect(promote.status).toBe(403);
    expect(mailsTo(target.email)).toEqual([]);
  });

  it("checks the fields, and the roles belong to the environment", async () => {
    const missing = await invite(manager.cookie, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      environment: "This is a required field",
      username_or_email: "This is a required field",
    });
    const elsewhere = await setup.environment(admin.cookie);
    const foreign = await setup.role(admin.cookie, elsewhere, []);
    const wrong = await invite(manager.cookie, { environment, username_or_email: "x", roles: [foreign] });
    expect(wrong.body).toEqual({ errors: { roles: `Unknown role: ${foreign}` } });
    const noKey = await accept(manager.cookie, " ");
    expect(noKey.body).toEqual({ errors: { key: "This is a required field" } });
  });

  it("does not let a manager who lost the right since bring anyone in", async () => {
    const fading = await api.loggedInUser({ name: "fading" });
    const managerRole = await setup.role(admin.cookie, environment, ["kedo.user"]);
    await setup.member(admin.cookie, fading, environment, [managerRole]);
    const invited = await api.loggedInUser({ name: "orphaned" });
    await invite(fading.cookie, { environment, username_or_email: invited.username });
    const key = keyOf(mailsTo(invited.email)[0]?.text ?? "") ?? "";
    await setup.member(admin.cookie, fading, environment, []);
    expect((await accept(invited.cookie, key)).status).toBe(400);
  });
});
