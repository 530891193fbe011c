import fc from "fast-check";
import { beforeAll, it } from "vitest";
import { type ApiHarness, describeApi, type TestUser } from "../testing/apiHarness";
import { asJson, expectWellAnswered, mutations, oddPathId, oddValue } from "../testing/badInput";
import { setupApi } from "../testing/setupApi";

const RUNS = { numRuns: 40 };

describeApi("bad input to the session and user writes", (api: ApiHarness) => {
  const setup = setupApi(api);
  let root: TestUser & { cookie: string };
  let self: TestUser & { cookie: string };
  let environment: number;
  let role: number;
  let runs = 0;
  /** Each login attempt from its own address, so that the per-address limit does not hide the answer. */
  const address = () => {
    runs += 1;
    return `10.${(runs >> 16) & 255}.${(runs >> 8) & 255}.${runs & 255}`;
  };

  beforeAll(async () => {
    root = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    self = await api.loggedInUser({ name: "self" });
    environment = await setup.environment(root.cookie);
    role = await setup.role(root.cookie, environment, ["kedo.file"]);
  });

  it("answers POST /api/login_check with bad bodies and codes as the spec says", async () => {
    // Failed attempts count per username: most runs use a name of their own, so that the limit (429) does
    // not stand in front of the answer under test; some use a real user with a wrong or right password.
    const user = await api.createUser({ name: "login" });
    let n = 0;
    const valid = (kind: "ghost" | "wrong" | "right") => {
      n += 1;
      if (kind === "ghost") return { username: `ghost${n}`, password: "not the password" };
      return { username: user.username, password: kind === "right" ? user.password : "not the password" };
    };
    const bodies = fc
      .constantFrom("ghost", "ghost", "ghost", "wrong", "right")
      .chain((kind) => mutations(valid(kind as "ghost" | "wrong" | "right"), ["otp"]));
    await fc.assert(
      fc.asyncProperty(bodies, fc.option(fc.string({ maxLength: 10 })), async (body, otp) => {
        const json = asJson(body);
        const response = await api.request("POST", "/api/login_check", {
          body: json.body,
          address: address(),
          headers: { ...json.headers, ...(otp === null ? {} : { otp: otp.replace(/[^\x20-\x7e]/g, "") }) },
        });
        expectWellAnswered(response, { body, otp });
      }),
      RUNS,
    );
  });

  it("answers POST /api/user/forgot_password with bad bodies below 500, with errors on a 400", async () => {
    // Wrong pairs count as failed attempts per username: each run asks about a name of its own.
    let n = 0;
    const bodies = fc.constant(null).chain(() => {
      n += 1;
      return mutations({
        username: n % 4 === 0 ? self.username : `nobody${n}`,
        email: "someone@example.test",
      });
    });
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await api.request("POST", "/api/user/forgot_password", {
          ...asJson(body),
          address: address(),
        });
        expectWellAnswered(response, body);
      }),
      RUNS,
    );
  });

  it("answers PATCH /api/user/change_password with bad bodies below 500, with errors on a 400", async () => {
    const valid = {
      password: "another long password",
      old_password: "correct horse battery",
      repeat_password: "another long password",
    };
    await fc.assert(
      fc.asyncProperty(mutations(valid), async (body) => {
        // A user of its own each run: a wrong old password counts as a failed attempt for the username.
        const user = await api.loggedInUser({ name: "changer" });
        const response = await api.request("PATCH", "/api/user/change_password", {
          cookie: user.cookie,
          ...asJson(body),
          address: address(),
        });
        expectWellAnswered(response, body);
      }),
      RUNS,
    );
  });

  it("answers POST /api/user with bad bodies below 500, with errors on a 400", async () => {
    let n = 0;
    const valid = () => {
      n += 1;
      return {
        username: `made${n}_${api.kind}`,
        email: `made${n}@example.test`,
        password: "a long enough password",
        profile: { first_name: "A", last_name: "B" },
        environment,
        roles: ["ROLE_CONTRACT_ADMIN"],
      };
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constant(null).chain(() => mutations(valid(), ["mobile"])),
        async (body) => {
          const response = await api.request("POST", "/api/user", { cookie: root.cookie, ...asJson(body) });
          expectWellAnswered(response, body);
        },
      ),
      RUNS,
    );
  });

  it("answers PATCH /api/user/{id}/profile with bad bodies below 500, with errors on a 400", async () => {
    const valid = {
      profile: { first_name: "Ada", last_name: "Lovelace" },
      private_settings: { presence: "online", theme: "dark" },
      email: self.email,
      mobile: "0612345678",
    };
    const bodies = fc.oneof(
      mutations(valid),
      fc
        .tuple(fc.constantFrom("first_name", "last_name", "preposition", "avatar"), oddValue)
        .map(([k, v]) => ({
          profile: { [k]: v },
        })),
      oddValue.map((presence) => ({ private_settings: { presence } })),
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom("self", "root"), async (body, who) => {
        const response = await api.request("PATCH", `/api/user/${self.id}/profile`, {
          cookie: who === "self" ? self.cookie : root.cookie,
          ...asJson(body),
        });
        expectWellAnswered(response, body);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(oddPathId, async (id) => {
        const response = await api.request("PATCH", `/api/user/${id}/profile`, {
          cookie: root.cookie,
          body: valid,
        });
        expectWellAnswered(response, id);
      }),
      { numRuns: 20 },
    );
  });

  it("answers POST /api/user/{id}/twofactor with bad bodies below 500, with errors on a 400", async () => {
    const user = await api.loggedInUser({ name: "twofactor" });
    const valid = { enable: true, code: "123456" };
    await fc.assert(
      fc.asyncProperty(mutations(valid), async (body) => {
        const response = await api.request("POST", `/api/user/${user.id}/twofactor`, {
          cookie: user.cookie,
          ...asJson(body),
          address: address(),
        });
        expectWellAnswered(response, body);
      }),
      RUNS,
    );
  });

  it("answers PUT /api/user/{id}/roles/{environment} with bad bodies and ids below 500", async () => {
    const member = await api.createUser({ name: "member" });
    const valid = { roles: [role], active: true };
    const bodies = fc.oneof(
      mutations(valid),
      fc.array(oddValue, { maxLength: 4 }).map((roles) => ({ roles })),
    );
    await fc.assert(
      fc.asyncProperty(
        bodies,
        fc.oneof(fc.constant(String(member.id)), oddPathId),
        fc.oneof(fc.constant(String(environment)), oddPathId),
        async (body, user, env) => {
          const response = await api.request("PUT", `/api/user/${user}/roles/${env}`, {
            cookie: root.cookie,
            ...asJson(body),
          });
          expectWellAnswered(response, { body, user, env });
        },
      ),
      { numRuns: 60 },
    );
  });
});
