import { describe, expect, it } from "vitest";
import type { DisplayItem } from "../../../../schemas";
import { draftErrors } from "./draftErrors";
import { draftOf } from "./draftOf";
import { itemBody } from "./itemBody";
import { itemOfDraft } from "./itemOfDraft";

const item = {
  id: 5,
  view: "edit",
  rank: 2,
  col: 1,
  colspan: 4,
  rowspan: 12,
  translations: [{ culture: "en_GB", name: "Name", settings: { informationtext: "Who", pretext: null } }],
  permissions_type: "INCLUDE_SELECTED_ROLES",
  roles: [{ id: 7 }, { role: { id: 8 } }, 9],
  settings: { show_info_direct: true },
  def_dossier_def_field: null,
  def_dossier_link: { id: 31, name: "company" },
} as unknown as DisplayItem;

describe("the display field editor's draft", () => {
  it("starts from the saved item, reading every form of role reference", () => {
    const draft = draftOf(item, 3);
    expect(draft).toMatchObject({ view: "edit", col: "1", colspan: "4", rank: "2", rowspan: "12" });
    expect(draft.roles).toEqual([7, 8, 9]);
    expect(draftErrors(draft)).toEqual({});
  });

  it("refuses layout numbers below 0, fractions, text, col or colspan above 12, and a missing view", () => {
    const draft = draftOf(item, 3);
    expect(draftErrors({ ...draft, col: "-1", colspan: "13", rank: "1.5", rowspan: "x", view: " " })).toEqual(
      {
        view: "This is a required field",
        col: "This value is not valid",
        colspan: "This value is not valid",
        rank: "This value is not valid",
        rowspan: "This value is not valid",
      },
    );
    expect(draftErrors({ ...draft, col: "0", colspan: "12", rank: "0", rowspan: "0" })).toEqual({});
  });

  it("keeps the saved layout in the preview while an entry is not valid", () => {
    const edited = itemOfDraft({ ...draftOf(item, 3), colspan: "-2", rank: "7" });
    expect(edited.colspan).toBe(4);
    expect(edited.rank).toBe(7);
  });

  it("builds the PATCH body of spec 3-designer section 7, keeping translation settings", () => {
    const draft = { ...draftOf(item, 3), permissionsType: "" as const, roles: [] };
    expect(itemBody(draft, { entityId: 10, environmentId: 1000 })).toEqual({
      col: 1,
      rank: 2,
      rowspan: 12,
      colspan: 4,
      view: "edit",
      defaultPermissionType: "",
      roles: [],
      translations: [{ culture: "en_GB", name: "Name", settings: { informationtext: "Who", pretext: null } }],
      permissions_type: null,
      settings: { show_info_direct: true },
      displayPosition: 3,
      defDossierDefField: null,
      defDossierLink: 31,
      environment: 1000,
      defDossier: 10,
    });
  });
});
