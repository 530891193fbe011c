import { beforeAll, expect, it } from "vitest";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

describeApi("users across environments", (api) => {
  const setup = setupApi(api);
  let admin: TestUser & { cookie: string };
  let mine: number;
  let theirs: number;
  let manager: TestUser & { cookie: string };
  let mineRole: number;

  beforeAll(async () => {
    admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    mine = await setup.environment(admin.cookie, api.unique("Mine "));
    theirs = await setup.environment(admin.cookie, api.unique("Theirs "));
    manager = await api.loggedInUser({ name: "usermanager" });
    await setup.member(admin.cookie, manager, mine, [await setup.role(admin.cookie, mine, ["kedo.user"])]);
    mineRole = await setup.role(admin.cookie, mine, []);
  });

  const addTo = (cookie: string, userId: number, environment: number, roles: number[]) =>
    api.request("PUT", `/api/user/${userId}/roles/${environment}`, { cookie, body: { roles } });

  it("refuses a user manager who pulls the super admin or another environment's member in by id", async () => {
    // The super admin who made both environments is a member of them; another one is in none.
    const superAdmin = await api.createUser({ name: "otherroot", globalRoles: ["ROLE_ADMIN"] });
    const outsider = await api.createUser({ name: "outsider" });
    await setup.member(admin.cookie, outsider, theirs, []);

    for (const target of [superAdmin.id, outsider.id]) {
      const pulled = await addTo(manager.cookie, target, mine, [mineRole]);
      expect(pulled.status).toBe(403);
      const read = await api.request("GET", `/api/user/${target}`, { cookie: manager.cookie });
      expect(read.status).toBe(403);
      expect(JSON.stringify(read.body)).not.toContain("@");
    }
    const members = await api.request("GET", `/api/user?environment=${mine}&limit=200`, {
      cookie: manager.cookie,
    });
    const ids = members.body.results.map((u: { id: number }) => u.id);
    expect(ids).not.toContain(superAdmin.id);
    expect(ids).not.toContain(outsider.id);
  });

  it("lets a user manager change the roles of their environment's members, deactivated ones too", async () => {
    const member = await api.createUser({ name: "insider" });
    await setup.member(admin.cookie, member, mine, []);
    expect((await addTo(manager.cookie, member.id, mine, [mineRole])).status).toBe(200);
    const off = await api.request("PUT", `/api/user/${member.id}/roles/${mine}`, {
      cookie: manager.cookie,
      body: { roles: [mineRole], active: false },
    });
    expect(off.status).toBe(200);
    const seen = await api.request("GET", `/api/user/${member.id}?environment=${mine}`, {
      cookie: manager.cookie,
    });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ email: member.email, environment_user_active: false });
    expect((await addTo(manager.cookie, member.id, mine, [mineRole])).status).toBe(200);
  });

  it("lets someone who manages both environments add a member of one to the other", async () => {
    const both = await api.loggedInUser({ name: "bothadmin" });
    await setup.member(admin.cookie, both, mine, [
      await setup.role(admin.cookie, mine, ["environment-admin"]),
    ]);
    await setup.member(admin.cookie, both, theirs, [await setup.role(admin.cookie, theirs, ["kedo.user"])]);
    const colleague = await api.createUser({ name: "transfer" });
    await setup.member(admin.cookie, colleague, theirs, []);
    expect((await addTo(both.cookie, colleague.id, mine, [mineRole])).status).toBe(200);

    // A plain member of the other environment sees the colleague there, but manages nobody.
    const plain = await api.loggedInUser({ name: "plainboth" });
    await setup.member(admin.cookie, plain, theirs, []);
    await setup.member(admin.cookie, plain, mine, [await setup.role(admin.cookie, mine, ["kedo.user"])]);
    const stranger = await api.createUser({ name: "farther" });
    await setup.member(admin.cookie, stranger, theirs, []);
    expect((await addTo(plain.cookie, stranger.id, mine, [mineRole])).status).toBe(403);
  });

  it("shows a colleague's contact details but not their global roles", async () => {
    const colleague = await api.loggedInUser({ name: "peer" });
    await setup.member(admin.cookie, colleague, mine, []);
    const contract = await api.createUser({ name: "boss", globalRoles: ["ROLE_CONTRACT_ADMIN"] });
    await setup.member(admin.cookie, contract, mine, []);
    const seen = await api.request("GET", `/api/user/${contract.id}`, { cookie: colleague.cookie });
    expect(seen.status).toBe(200);
    expect(seen.body.email).toBe(contract.email);
    expect(seen.body.roles).toBeUndefined();
    const own = await api.request("GET", `/api/user/${colleague.id}`, { cookie: colleague.cookie });
    expect(own.body.roles).toEqual(["ROLE_USER"]);
    const byAdmin = await api.request("GET", `/api/user/${contract.id}`, { cookie: admin.cookie });
    expect(byAdmin.body.roles).toEqual(["ROLE_USER", "ROLE_CONTRACT_ADMIN"]);
  });

  it("keeps users outside the contract admin's environments from them, except those they created", async () => {
    const contract = await api.loggedInUser({ name: "contractor", globalRoles: ["ROLE_CONTRACT_ADMIN"] });
    const outsider = await api.createUser({ name: "unseen" });
    expect((await api.request("GET", `/api/user/${outsider.id}`, { cookie: contract.cookie })).status).toBe(
      403,
    );
    expect((await api.request("GET", "/api/user", { cookie: contract.cookie })).status).toBe(400);

    const own = await setup.environment(contract.cookie, api.unique("Contracted "));
    const username = api.unique("hired");
    const created = await api.request("POST", "/api/user", {
      cookie: contract.cookie,
      body: { username, email: `${username}@example.test`, password: "long enough password" },
    });
    expect(created.status).toBe(201);
    expect(
      (await api.request("GET", `/api/user/${created.body.id}`, { cookie: contract.cookie })).status,
    ).toBe(200);
    expect((await addTo(contract.cookie, created.body.id, own, [])).status).toBe(200);
    expect((await addTo(contract.cookie, outsider.id, own, [])).status).toBe(403);
  });
});
