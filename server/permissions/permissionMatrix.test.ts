import { beforeAll, expect, it } from "vitest";
import { ADMIN_KEYS } from "../../schemas/credentials";
import { type Caller, callerFor, createdId, designerScene } from "../designer/testing/designerScene";
import { type ApiHarness, type ApiResponse, describeApi } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

/**
 * Every metadata and administration call against each kind of caller: anonymous; a stranger (the admin of
 * another environment); a member without any credential; a member holding every admin key except the ones
 * that open the call ("otherKeys"); a member holding the key that opens it ("holder"); the environment's
 * admin; a super admin. The records calls have their own matrix in records/recordPermissions.test.ts.
 */
type Who = "anonymous" | "stranger" | "member" | "otherKeys" | "holder" | "envAdmin" | "admin";
const EVERYONE: Who[] = ["anonymous", "stranger", "member", "otherKeys", "holder", "envAdmin", "admin"];

/** Who may: any member of the environment, holders of one of the keys (and admins), or admins only. */
type Access = { members: true } | { keys: string[] } | { adminsOnly: true };

interface Call {
  name: string;
  access: Access;
  run: (caller: Caller) => Promise<ApiResponse>;
}

const allowedFor = (access: Access, who: Who): boolean => {
  if (who === "anonymous" || who === "stranger") return false;
  if ("members" in access) return true;
  if (who === "envAdmin" || who === "admin") return true;
  return "keys" in access && who === "holder";
};

describeApi("permission matrix: designer and administration calls", (api) => matrix(api));

function matrix(api: ApiHarness) {
  let scene: Awaited<ReturnType<typeof designerScene>>;
  const setup = setupApi(api);
  const ids: Record<string, number> = {};
  const backlink: Record<string, unknown> = {};
  const holders = new Map<string, Caller>();
  const withoutKeys = new Map<string, Caller>();

  beforeAll(async () => {
    scene = await designerScene(api);
    const entity = await scene.entity();
    const child = await scene.entity();
    const field = await scene.baseField({ type: "list" });
    ids.entity = entity;
    ids.child = child;
    ids.field = field;
    ids.option = await scene.option(field, "One");
    ids.dataField = await scene.dataField(entity, field);
    ids.link = await scene.link(entity, child);
    ids.position = await scene.position(entity);
    ids.item = await scene.item(entity, { displayPosition: ids.position, defDossierDefField: ids.dataField });
    ids.view = createdId(
      await scene.admin.post("/api/displaycustomview", { defDossier: entity, viewName: "card" }),
    );
    ids.query = createdId(
      await scene.admin.post("/api/dossierquery", {
        environment: scene.environment,
        defDossier: entity,
        data: { combinators: [] },
      }),
    );
    ids.role = await setup.role(scene.admin.cookie as string, scene.environment, []);
    const modules = await scene.admin.get(`/api/environmentmodule?environment=${scene.environment}`);
    ids.module =
      modules.body[0]?.id ??
      createdOrOk(
        await scene.admin.post("/api/environmentmodule", {
          environment: scene.environment,
          module: "reports",
        }),
      );
    // A pair of links that point at each other's entity, for pairing them as back links.
    const there = await scene.link(entity, child);
    const back = await scene.link(child, entity);
    backlink.uuid = (await scene.admin.get(`/api/defdossierlink/${there}`)).body.uuid;
    backlink.backlinkUuid = (await scene.admin.get(`/api/defdossierlink/${back}`)).body.uuid;
    backlink.defDossier = entity;
    backlink.childDefDossier = child;
    const colleague = await api.createUser({ name: "colleague" });
    await setup.member(scene.admin.cookie as string, colleague, scene.environment, [ids.role]);
    ids.colleague = colleague.id;
  }, 120_000);

  const createdOrOk = (response: ApiResponse): number => {
    expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
    return response.body.id;
  };

  /** A member of the environment whose one role holds these credentials. */
  const memberWith = async (credentials: string[]): Promise<Caller> => {
    const user = await api.createUser({ name: "matrix" });
    const role = await setup.role(scene.admin.cookie as string, scene.environment, credentials);
    await setup.member(scene.admin.cookie as string, user, scene.environment, [role]);
    return callerFor(api, await api.login(user));
  };
  const holderOf = async (keys: string[]): Promise<Caller> => {
    const key = keys[0] as string;
    if (!holders.has(key)) holders.set(key, await memberWith([key]));
    return holders.get(key) as Caller;
  };
  /** Holds every admin key but those that open the call (all of them where none does): keys must not leak. */
  const otherKeysOf = async (keys: string[]): Promise<Caller> => {
    const id = keys.join(",");
    if (!withoutKeys.has(id)) {
      const others = ADMIN_KEYS.filter((k) => !keys.some((open) => k === open || k.startsWith(`${open}.`)));
      withoutKeys.set(id, await memberWith(others));
    }
    return withoutKeys.get(id) as Caller;
  };
  const callerOf = async (who: Who, access: Access): Promise<Caller> => {
    const keys = "keys" in access ? access.keys : [];
    switch (who) {
      case "anonymous":
        return scene.anonymous;
      case "stranger":
        return scene.stranger;
      case "member":
        return scene.member;
      case "otherKeys":
        return otherKeysOf(keys);
      // Where no key opens the call, the holder holds the nearest one, which is not enough.
      case "holder":
        return holderOf(keys.length > 0 ? keys : ["kedo.defdossier"]);
      case "envAdmin":
        return scene.envAdmin;
      case "admin":
        return scene.admin;
    }
  };

  const calls: Call[] = [];
  const call = (name: string, access: Access, run: Call["run"]) => calls.push({ name, access, run });
  const members: Access = { members: true };
  const fields: Access = { keys: ["kedo.defdossierdeffield", "kedo.datastructure"] };
  const entities: Access = { keys: ["kedo.defdossier", "kedo.datastructure"] };
  const dataFields: Access = { keys: ["kedo.defdossierdeffield", "kedo.datastructure", "kedo.erd"] };
  const display: Access = { keys: ["kedo.displayitem", "kedo.datastructure"] };
  const unique = (prefix: string) => api.unique(prefix).replace(/\W/g, "_").toLowerCase();
  /** Something made afresh by the super admin, for calls that change or remove it. */
  const fresh = async (url: string, body: Record<string, unknown>) =>
    createdId(await scene.admin.post(url, body));

  // Base fields and their options.
  call("deffield list", members, (c) => c.get(`/api/deffield?environment=${scene.environment}`));
  call("deffield read", members, (c) => c.get(`/api/deffield/${ids.field}`));
  call("deffield create", fields, (c) =>
    c.post("/api/deffield", { name: unique("f"), type: "text", environment: scene.environment }),
  );
  call("deffield update", fields, (c) => c.patch(`/api/deffield/${ids.field}`, { name: unique("f") }));
  call("deffield delete", fields, async (c) => c.del(`/api/deffield/${await scene.baseField()}`));
  call("deffieldlist list", members, (c) => c.get(`/api/deffieldlist?defField=${ids.field}`));
  call("deffieldlist read", members, (c) => c.get(`/api/deffieldlist/${ids.option}`));
  call("deffieldlist create", fields, (c) =>
    c.post("/api/deffieldlist", { defField: ids.field, translations: [{ culture: "en_GB", text: "New" }] }),
  );
  call("deffieldlist update", fields, (c) => c.patch(`/api/deffieldlist/${ids.option}`, { rank: 3 }));
  call("deffieldlist delete", fields, async (c) =>
    c.del(`/api/deffieldlist/${await scene.option(ids.field as number, "Gone")}`),
  );

  // Entities: only environment and super admins add one (spec 1-platform section 6).
  call("defdossier list", members, (c) => c.get(`/api/defdossier?environment=${scene.environment}`));
  call("defdossier read", members, (c) => c.get(`/api/defdossier/${ids.entity}`));
  call("defdossier create", { adminsOnly: true }, (c) =>
    c.post("/api/defdossier", {
      environment: scene.environment,
      translations: [{ culture: "en_GB", name_singular: "Thing", name_plural: "Things" }],
    }),
  );
  call("defdossier update", entities, (c) =>
    c.patch(`/api/defdossier/${ids.entity}`, { settings: { add_continue: true } }),
  );

  // Data fields and links.
  call("defdossierdeffield list", members, (c) => c.get(`/api/defdossierdeffield?defDossier=${ids.entity}`));
  call("defdossierdeffield read", members, (c) => c.get(`/api/defdossierdeffield/${ids.dataField}`));
  call("defdossierdeffield create", dataFields, (c) =>
    c.post("/api/defdossierdeffield", { name: unique("d"), defField: ids.field, defDossier: ids.entity }),
  );
  call("defdossierdeffield update", dataFields, (c) =>
    c.put(`/api/defdossierdeffield/${ids.dataField}`, {
      name: unique("d"),
      defField: ids.field,
      defDossier: ids.entity,
    }),
  );
  call("defdossierdeffield delete", dataFields, async (c) =>
    c.del(`/api/defdossierdeffield/${await scene.dataField(ids.entity as number, ids.field as number)}`),
  );
  call("defdossierlink list", members, (c) => c.get(`/api/defdossierlink?defDossier=${ids.entity}`));
  call("defdossierlink read", members, (c) => c.get(`/api/defdossierlink/${ids.link}`));
  call("defdossierlink create", dataFields, (c) =>
    c.post("/api/defdossierlink", {
      name: unique("l"),
      typeOfLink: "select",
      defDossier: ids.entity,
      childDefDossier: ids.child,
    }),
  );
  call("defdossierlink update", dataFields, (c) =>
    c.patch(`/api/defdossierlink/${ids.link}`, { multiple: true }),
  );
  call("defdossierlink backlink", dataFields, (c) => c.patch("/api/defdossierlink/backlink", backlink));
  call("defdossierlink delete", dataFields, async (c) =>
    c.del(`/api/defdossierlink/${await scene.link(ids.entity as number, ids.child as number)}`),
  );

  // Display positions, items and custom views.
  call("displayposition list", members, (c) => c.get(`/api/displayposition?defDossier=${ids.entity}`));
  call("displayposition read", members, (c) => c.get(`/api/displayposition/${ids.position}`));
  call("displayposition create", display, (c) =>
    c.post("/api/displayposition", { defDossier: ids.entity, type: "tab" }),
  );
  call("displayposition update", display, (c) =>
    c.patch(`/api/displayposition/${ids.position}`, { rank: 2 }),
  );
  call("displayposition delete", display, async (c) =>
    c.del(`/api/displayposition/${await scene.position(ids.entity as number, { type: "tab" })}`),
  );
  call("displayposition credentials", members, (c) =>
    c.post("/api/displayposition/credentials", { defDossier: ids.entity, ids: [ids.position] }),
  );
  call("displayitem list", members, (c) => c.get(`/api/displayitem?defDossier=${ids.entity}`));
  call("displayitem read", members, (c) => c.get(`/api/displayitem/${ids.item}`));
  call("displayitem create", display, (c) =>
    c.post("/api/displayitem", { defDossier: ids.entity, view: "show", defDossierDefField: ids.dataField }),
  );
  call("displayitem update", display, (c) => c.patch(`/api/displayitem/${ids.item}`, { rank: 4 }));
  call("displayitem delete", display, async (c) =>
    c.del(
      `/api/displayitem/${await scene.item(ids.entity as number, { view: "list", defDossierDefField: ids.dataField })}`,
    ),
  );
  call("displaycustomview list", members, (c) => c.get(`/api/displaycustomview?defDossier=${ids.entity}`));
  call("displaycustomview read", members, (c) => c.get(`/api/displaycustomview/${ids.view}`));
  call("displaycustomview create", display, (c) =>
    c.post("/api/displaycustomview", { defDossier: ids.entity, viewName: unique("v") }),
  );
  call("displaycustomview update", display, (c) =>
    c.patch(`/api/displaycustomview/${ids.view}`, { viewName: unique("v") }),
  );
  call("displaycustomview delete", display, async (c) =>
    c.del(
      `/api/displaycustomview/${await fresh("/api/displaycustomview", { defDossier: ids.entity, viewName: unique("v") })}`,
    ),
  );

  // Saved queries: members read; kedo.querybuilder writes.
  const queries: Access = { keys: ["kedo.querybuilder"] };
  call("dossierquery list", members, (c) => c.get(`/api/dossierquery?environment=${scene.environment}`));
  call("dossierquery read", members, (c) => c.get(`/api/dossierquery/${ids.query}`));
  call("dossierquery create", queries, (c) =>
    c.post("/api/dossierquery", {
      environment: scene.environment,
      defDossier: ids.entity,
      data: { combinators: [] },
    }),
  );
  call("dossierquery update", queries, (c) =>
    c.patch(`/api/dossierquery/${ids.query}`, { translations: [{ culture: "en_GB", search_name: "q" }] }),
  );
  call("dossierquery delete", queries, async (c) =>
    c.del(
      `/api/dossierquery/${await fresh("/api/dossierquery", {
        environment: scene.environment,
        defDossier: ids.entity,
        data: { combinators: [] },
      })}`,
    ),
  );

  // Roles: members read; kedo.role writes (roles without environment-admin).
  const roles: Access = { keys: ["kedo.role"] };
  const freshRole = () => setup.role(scene.admin.cookie as string, scene.environment, []);
  call("role list", members, (c) => c.get(`/api/role?environment=${scene.environment}`));
  call("role read", members, (c) => c.get(`/api/role/${ids.role}`));
  call("role create", roles, (c) =>
    c.post("/api/role", { environment: scene.environment, name: api.unique("Role "), credentials: [] }),
  );
  call("role update", roles, async (c) =>
    c.patch(`/api/role/${await freshRole()}`, { name: api.unique("Role ") }),
  );
  call("role delete", roles, async (c) => c.del(`/api/role/${await freshRole()}`));
  // Who holds a role: role and user managers; the matrix's changes: rights and role managers.
  call("role members", { keys: ["kedo.role", "kedo.user"] }, (c) => c.get(`/api/role/${ids.role}/users`));
  call("role credentials", { keys: ["kedo.permissions", "kedo.role"] }, async (c) =>
    c.patch(`/api/role/${await freshRole()}/credentials`, { grant: ["kedo.file"], revoke: ["kedo.logs"] }),
  );

  // The environment, its languages and modules.
  call("environment read", members, (c) => c.get(`/api/environment/${scene.environment}`));
  call("environment update", { keys: ["kedo.env"] }, (c) =>
    c.patch(`/api/environment/${scene.environment}`, { description: api.unique("About ") }),
  );
  const locales: Access = { keys: ["kedo.locale"] };
  call("environmentlocale list", members, (c) =>
    c.get(`/api/environmentlocale?environment=${scene.environment}`),
  );
  call("environmentlocale create", locales, (c) =>
    c.post("/api/environmentlocale", { environment: scene.environment, code: "es_ES" }),
  );
  call("environmentlocale delete", locales, async (c) => {
    const added = createdOrOk(
      await scene.admin.post("/api/environmentlocale", { environment: scene.environment, code: "fr_FR" }),
    );
    return c.del(`/api/environmentlocale/${added}`);
  });
  const modules: Access = { keys: ["kedo.module"] };
  call("environmentmodule list", members, (c) =>
    c.get(`/api/environmentmodule?environment=${scene.environment}`),
  );
  call("environmentmodule read", members, (c) => c.get(`/api/environmentmodule/${ids.module}`));
  call("environmentmodule create", modules, (c) =>
    c.post("/api/environmentmodule", { environment: scene.environment, module: "reports" }),
  );
  call("environmentmodule update", modules, (c) =>
    c.patch(`/api/environmentmodule/${ids.module}`, { active: true }),
  );
  call("environmentmodule delete", modules, async (c) => {
    const added = createdOrOk(
      await scene.admin.post("/api/environmentmodule", { environment: scene.environment, module: "brp" }),
    );
    return c.del(`/api/environmentmodule/${added}`);
  });
  // The shell's layout: every member reads it, kedo.env writes it. The security policy: admins only (an
  // open policy here, so the other callers' logins stay as they are).
  const layoutUrl = () => `/api/environment/${scene.environment}/layout`;
  call("environment layout read", members, (c) => c.get(layoutUrl()));
  call("environment layout update", { keys: ["kedo.env"] }, (c) =>
    c.put(layoutUrl(), {
      primary_color: "#0f766e",
      top_bar_color: null,
      menu_color: null,
      logo_position: "menu",
    }),
  );
  const settingUrl = () => `/api/environment/${scene.environment}/setting`;
  call("environment security read", { adminsOnly: true }, (c) => c.get(settingUrl()));
  call("environment security update", { adminsOnly: true }, (c) =>
    c.put(settingUrl(), {
      two_factor: "none",
      idle_minutes: null,
      password_min_length: 8,
      password_require_digit: false,
      password_require_symbol: false,
      password_require_mixed_case: false,
    }),
  );

  // Users: members see their colleagues; user managers (kedo.user) create users into the environment and
  // give roles that do not make environment admins.
  const users: Access = { keys: ["kedo.user"] };
  call("user list", members, (c) => c.get(`/api/user?environment=${scene.environment}`));
  call("user read", members, (c) => c.get(`/api/user/${ids.colleague}`));
  call("user create", users, (c) => {
    const username = unique("newcomer");
    return c.post("/api/user", {
      username,
      email: `${username}@example.test`,
      password: "a long enough password",
      environment: scene.environment,
    });
  });
  call("user roles", users, async (c) => {
    // A member already: users from elsewhere are invited, not added by id.
    const user = await api.createUser({ name: "assignee" });
    await setup.member(scene.admin.cookie as string, user, scene.environment, []);
    return c.put(`/api/user/${user.id}/roles/${scene.environment}`, { roles: [ids.role] });
  });
  call("user twofactor reset", users, async (c) => {
    const user = await api.createUser({ name: "phoneless" });
    await setup.member(scene.admin.cookie as string, user, scene.environment, []);
    return c.del(`/api/user/${user.id}/twofactor`);
  });

  // Logs, user activity and files: the environment's change log answers every member (with the entries of
  // the entities whose log they may read); the user activity and the files list need their keys.
  const env = () => `environment=${scene.environment}`;
  call("dossierlog environment", members, (c) => c.get(`/api/dossierlog?${env()}`));
  call("dossierlog csv", members, (c) => c.get(`/api/dossierlog/export.csv?${env()}`));
  const activity: Access = { keys: ["kedo.useractivity"] };
  call("user activity", activity, (c) => c.get(`/api/log?${env()}`));
  call("user activity csv", activity, (c) => c.get(`/api/log/export.csv?${env()}`));
  call("file list", { keys: ["kedo.file"] }, (c) => c.get(`/api/file?${env()}`));

  it.each(EVERYONE)(
    "answers %s as their rights say, on every call",
    async (who) => {
      const seen: Record<string, number | string> = {};
      const expected: Record<string, number | string> = {};
      for (const { name, access, run } of calls) {
        const response = await run(await callerOf(who, access));
        const { status } = response;
        seen[name] = status >= 200 && status < 300 ? "2xx" : status;
        expected[name] = who === "anonymous" ? 401 : allowedFor(access, who) ? "2xx" : 403;
        if (seen[name] !== expected[name]) seen[name] = `${status} ${JSON.stringify(response.body)}`;
      }
      expect(seen).toEqual(expected);
    },
    120_000,
  );

  it("lets a holder of kedo.datastructure or kedo.erd design what those keys open, and no more", async () => {
    const datastructure = await holderOf(["kedo.datastructure"]);
    const erd = await holderOf(["kedo.erd"]);
    const field = { name: unique("f"), type: "text", environment: scene.environment };
    expect((await datastructure.post("/api/deffield", field)).status).toBe(201);
    expect((await erd.post("/api/deffield", { ...field, name: unique("f") })).status).toBe(403);
    const dataField = { name: unique("d"), defField: ids.field, defDossier: ids.entity };
    expect((await erd.post("/api/defdossierdeffield", dataField)).status).toBe(201);
    expect((await erd.patch(`/api/defdossier/${ids.entity}`, { settings: {} })).status).toBe(403);
    expect(
      (await datastructure.post("/api/displayposition", { defDossier: ids.entity, type: "tab" })).status,
    ).toBe(201);
  });

  it("lets only super admins switch an environment off, not its admin nor a holder of kedo.env", async () => {
    const url = `/api/environment/${scene.environment}`;
    expect((await scene.envAdmin.patch(url, { active: false })).status).toBe(403);
    expect((await (await holderOf(["kedo.env"])).patch(url, { active: false })).status).toBe(403);
    expect((await scene.admin.get(url)).body.active).toBe(true);
    expect((await scene.admin.patch(url, { active: false })).status).toBe(200);
    expect((await scene.member.get(url)).status).toBe(403);
    expect((await scene.admin.patch(url, { active: true })).status).toBe(200);
    expect((await scene.member.get(url)).status).toBe(200);
  });

  it("keeps environment-admin roles to environment and super admins, even for role and user managers", async () => {
    const manager = await memberWith(["kedo.role", "kedo.user"]);
    const adminRole = await manager.post("/api/role", {
      environment: scene.environment,
      name: api.unique("Admins "),
      credentials: ["environment-admin"],
    });
    expect(adminRole.status).toBe(403);
    const existing = await setup.role(scene.admin.cookie as string, scene.environment, ["environment-admin"]);
    const user = await api.createUser({ name: "promoted" });
    await setup.member(scene.admin.cookie as string, user, scene.environment, []);
    const promote = await manager.put(`/api/user/${user.id}/roles/${scene.environment}`, {
      roles: [existing],
    });
    expect(promote.status).toBe(403);
    expect(
      (await scene.envAdmin.put(`/api/user/${user.id}/roles/${scene.environment}`, { roles: [existing] }))
        .status,
    ).toBe(200);
  });
}
