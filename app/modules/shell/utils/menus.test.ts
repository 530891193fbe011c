import { describe, expect, it } from "vitest";
import { entity } from "../../../testing/platformHandlers";
import { contentLocale } from "./contentLocale";
import { entityName } from "./entityName";
import type { MenuAccess } from "./MenuAccess";
import { shorten } from "./shorten";
import { showsMainMenu } from "./showsMainMenu";
import { visibleAdminItems } from "./visibleAdminItems";
import { visibleEntities } from "./visibleEntities";

const user = (credentials: string[], roleIds: number[] = []): MenuAccess => ({
  admin: false,
  credentials,
  roleIds,
});
const admin: MenuAccess = { admin: true, credentials: [], roleIds: [] };

describe("the main menu's entities", () => {
  const entities = [
    entity(3, "Tasks", { rank: 2 }),
    entity(1, "Clients", { rank: 0 }),
    entity(2, "Notes", { rank: 1, credentials: ["edit"] }),
    entity(4, "Secrets", { rank: 3, visibility_roles: [7, 8] }),
    entity(5, "Lookups", { rank: 4, type: "hidden" }),
  ];
  const names = (shown: { id: number }[]) => shown.map((e) => e.id);

  it("needs show and, when visibility_roles is set, one of those roles; sorted by rank", () => {
    expect(names(visibleEntities(entities, user([])))).toEqual([1, 3]);
    expect(names(visibleEntities(entities, user([], [8])))).toEqual([1, 3, 4]);
  });

  it("shows admins every entity but the hidden ones", () => {
    expect(names(visibleEntities(entities, admin))).toEqual([1, 2, 3, 4]);
  });

  it("is there for admins and holders of a kedo.defdossier credential", () => {
    expect(showsMainMenu(admin)).toBe(true);
    expect(showsMainMenu(user(["kedo.defdossier.1030.show"]))).toBe(true);
    expect(showsMainMenu(user(["kedo.user", "kedo.file"]))).toBe(false);
  });
});

describe("the admin menu", () => {
  const paths = (access: MenuAccess) => visibleAdminItems(access).map((item) => item.to);

  it("shows an item to holders of a credential beginning with its key", () => {
    expect(paths(user([]))).toEqual(["/"]);
    expect(paths(user(["kedo.user", "kedo.file.delete", "kedo.logs"]))).toEqual([
      "/",
      "/logs",
      "/files",
      "/user",
    ]);
    expect(paths(user(["kedo.event"]))).toEqual(["/", "/events"]);
    expect(paths(user(["kedo.env"]))).toEqual(["/", "/environment/edit"]);
  });

  it("shows everything to admins", () => {
    expect(paths(admin)).toEqual([
      "/",
      "/environment/edit",
      "/datastructure",
      "/erd",
      "/roles",
      "/permissions",
      "/logs",
      "/useractivity",
      "/files",
      "/user",
      "/languages",
      "/blocks",
      "/modules",
      "/events",
      "/wordkedocx",
      "/querybuilder",
      "/webhooks",
      "/embedtokens",
    ]);
  });
});

describe("names in the menu", () => {
  const client = entity(1, "Clients", {
    translations: [
      { culture: "nl_NL", name_singular: "Cliënt", name_plural: "Cliënten" },
      { culture: "en_GB", name_singular: "Client", name_plural: "Clients" },
    ],
  });

  it("follow the interface language where the environment has it, else its fallbacks", () => {
    expect(contentLocale("en_GB", ["nl_NL", "en_GB"])).toBe("en_GB");
    expect(contentLocale("es_ES", ["nl_NL", "es_CO"])).toBe("es_CO");
    expect(contentLocale("fr_FR", ["de"])).toBe("de");
    expect(contentLocale("fr_FR", ["en_GB", "nl_NL"])).toBe("nl_NL");
    expect(contentLocale("fr_FR", ["de", "en_GB"])).toBe("en_GB");
    expect(contentLocale("fr_FR", ["de", "ru_RU"])).toBe("de");
  });

  it("take the plural of the locale, else the first translation", () => {
    expect(entityName(client, "nl_NL")).toBe("Cliënten");
    expect(entityName(client, "en_GB")).toBe("Clients");
    expect(entityName(client, "de")).toBe("Cliënten");
    expect(entityName({ id: 9, name: "raw_name", translations: [] }, "en_GB")).toBe("raw_name");
  });

  it("are cut at 25 characters", () => {
    expect(shorten("Short name", 25)).toBe("Short name");
    expect(shorten("Exactly twenty-five chars", 25)).toBe("Exactly twenty-five chars");
    const cut = shorten("A name that is far too long for the menu", 25);
    expect(cut).toBe("A name that is far too l…");
    expect(cut).toHaveLength(25);
  });
});
