import { describe, expect, it } from "vitest";
import { credentialCatalog, ENTITY_ACTIONS, unknownCredentials } from "./catalog";

describe("credential catalog", () => {
  it("lists environment-admin, the admin keys and every action of every entity", () => {
    const catalog = credentialCatalog([{ id: 5 }, { id: 6, customCredentials: ["approve"] }]);
    const keys = catalog.map((e) => e.credential);
    expect(keys[0]).toBe("environment-admin");
    expect(keys).toContain("kedo.env");
    expect(keys).toContain("kedo.querybuilder");
    for (const action of ENTITY_ACTIONS) expect(keys).toContain(`kedo.defdossier.5.${action}`);
    expect(keys).toContain("kedo.defdossier.6.approve");
    expect(keys).not.toContain("kedo.defdossier.5.approve");
    expect(catalog.find((e) => e.credential === "kedo.defdossier.6.show")).toEqual({
      credential: "kedo.defdossier.6.show",
      type: "entity",
      def_dossier_id: 6,
      action: "show",
    });
  });

  it("names the credentials it does not know, such as actions of entities elsewhere", () => {
    expect(
      unknownCredentials(
        ["kedo.env", "kedo.defdossier.5.show", "kedo.defdossier.9.show", "kedo.nope"],
        [{ id: 5 }],
      ),
    ).toEqual(["kedo.defdossier.9.show", "kedo.nope"]);
  });
});
