import { describe, expect, it } from "vitest";
import { matrixSections } from "./matrixSections";

describe("matrixSections", () => {
  it("puts environment admin first, then the admin areas, then each entity's actions together", () => {
    const sections = matrixSections([
      { credential: "kedo.defdossier.7.show", type: "entity", def_dossier_id: 7, action: "show" },
      { credential: "kedo.env", type: "admin" },
      { credential: "environment-admin", type: "environment" },
      { credential: "kedo.defdossier.9.show", type: "entity", def_dossier_id: 9, action: "show" },
      { credential: "kedo.defdossier.7.edit", type: "entity", def_dossier_id: 7, action: "edit" },
    ]);
    expect(sections.map((s) => [s.key, s.rows.map((r) => r.credential)])).toEqual([
      ["environment", ["environment-admin"]],
      ["admin", ["kedo.env"]],
      ["entity-7", ["kedo.defdossier.7.show", "kedo.defdossier.7.edit"]],
      ["entity-9", ["kedo.defdossier.9.show"]],
    ]);
  });

  it("leaves out empty sections", () => {
    expect(matrixSections([])).toEqual([]);
  });
});
