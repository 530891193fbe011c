import { describe, expect, it } from "vitest";
import { Environment, EnvironmentCreate, EnvironmentLocale, EnvironmentModule, Role } from "./environment";
import { check } from "./validate";

const environment = {
  id: 3,
  name: "Jeugdzorg Noord",
  description: "Care records of the northern region",
  image: "/images/environment/3.png",
  active: true,
  locales: [
    { id: 1, code: "nl_NL", name: "Nederlands" },
    { id: 2, code: "en_GB", name: "English" },
  ],
  roles: [{ id: 7, name: "Case worker", environment: 3, credentials: ["kedo.defdossier.12.show"] }],
  env_modules: [
    { id: 4, module: { id: 2, name: "secureshare" }, settings: { entities: [{ def_dossier_id: 12 }] } },
    { module: "reports" },
  ],
  defdossiers: [
    {
      id: 12,
      type: "main",
      rank: 0,
      credentials: ["show", "edit", "create"],
      visibility_roles: [7],
      translations: [{ culture: "nl_NL", name_singular: "Cliënt", name_plural: "Cliënten" }],
      settings: { query_settings: { default_query: null, menu_queries: [] } },
      dossierqueries: [{ id: 3, uuid: "q-clients-active" }],
    },
  ],
  credentials: ["environment-admin"],
  settings: { theme: "blue" },
  apply_template: null,
  created_by: { username: "admin" },
  created_at: "2026-01-05T09:00:00Z",
  modified_at: "2026-02-01T10:30:00Z",
  modified_by: { username: "admin" },
};

describe("Environment schemas", () => {
  it("accepts an environment in the API's read form", () => {
    const result = check(Environment, environment);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it("rejects a bad environment with JSON paths", () => {
    const bad = JSON.parse(JSON.stringify(environment));
    bad.locales[1].code = "english";
    bad.active = "yes";
    bad.env_modules[0].settings.entities[0] = {};
    delete bad.name;
    const result = check(Environment, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/name",
        "/active",
        "/locales/1/code",
        "/env_modules/0/settings/entities/0/def_dossier_id",
      ]),
    );
  });

  it("checks the create body: name and description required, logo png or jpeg", () => {
    const ok = {
      name: "Zorg",
      description: "Regio",
      image: "data:image/png;base64,iVBORw0KGgo=",
      template: 4,
    };
    expect(check(EnvironmentCreate, ok).ok).toBe(true);
    const result = check(EnvironmentCreate, { name: "", image: "data:image/gif;base64,R0lGOD==" });
    expect(result.ok ? [] : result.issues.map((i) => i.path).sort()).toEqual([
      "/description",
      "/image",
      "/name",
    ]);
  });

  it("checks locales, roles and modules", () => {
    expect(check(EnvironmentLocale, { environment: 3, code: "de" }).ok).toBe(true);
    const locale = check(EnvironmentLocale, { environment: 3, code: "xx-YY" });
    expect(locale.ok ? [] : locale.issues.map((i) => i.path)).toEqual(["/code"]);
    const role = check(Role, { id: 1, name: "", credentials: ["kedo.env", 4] });
    expect(role.ok ? [] : role.issues.map((i) => i.path).sort()).toEqual(["/credentials/1", "/name"]);
    const module = check(EnvironmentModule, { module: { name: "brp" } });
    expect(module.ok ? [] : module.issues.map((i) => i.path)).toContain("/module/id");
  });
});
