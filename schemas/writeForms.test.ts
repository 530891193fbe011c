import { describe, expect, it } from "vitest";
import { check } from "./validate";
import {
  BaseFieldCreate,
  BaseFieldPatch,
  CustomViewWrite,
  DataFieldCreate,
  DataFieldUpdate,
  DisplayItemWrite,
  DisplayPositionWrite,
  EntityCreate,
  EntityPatch,
  LinkBacklinkPatch,
  LinkCreate,
  LinkPatch,
  ListOptionPatch,
  ListOptionWrite,
} from "./writeForms";

const pathsOf = (result: ReturnType<typeof check>) =>
  result.ok ? [] : result.issues.map((i) => i.path).sort();
const expectValid = (result: ReturnType<typeof check>) => expect(result.ok ? [] : result.issues).toEqual([]);

describe("base fields and list options", () => {
  it("accepts the create and patch bodies", () => {
    const field = {
      name: "birth_date",
      type: "date",
      environment: 3,
      uuid: "df-birth",
      settings: { withtime: false, restriction: "before_and_eq_current_date", restrict_days: [5, 6] },
    };
    expectValid(check(BaseFieldCreate, field));
    expectValid(check(BaseFieldPatch, { name: "date_of_birth", settings: { withtime: true } }));
    const option = {
      defField: 40,
      environment: 3,
      color: "#F5F5F5",
      default: false,
      rank: 2,
      translations: [
        { culture: "nl_NL", text: "In behandeling", settings: { informationtext: "", pretext: null } },
      ],
      settings: { roles: [7] },
    };
    expectValid(check(ListOptionWrite, option));
    expectValid(check(ListOptionPatch, { rank: 0 }));
  });

  it("requires a name and a type, and checks settings", () => {
    const result = check(BaseFieldCreate, { name: "", environment: 3, settings: { imageType: "ean13" } });
    expect(pathsOf(result)).toEqual(expect.arrayContaining(["/name", "/type", "/settings/imageType"]));
    expect(pathsOf(check(ListOptionWrite, { translations: [], rank: -1 }))).toEqual(["/defField", "/rank"]);
    expect(pathsOf(check(ListOptionPatch, { color: "red" }))).toEqual(expect.arrayContaining(["/color"]));
  });
});

describe("data fields and links", () => {
  it("accepts the create, update and patch bodies", () => {
    const dataField = {
      name: "Date of birth",
      defField: 41,
      defDossier: 12,
      environment: 3,
      obligatory: true,
      locked: false,
      uuid: "ddf-1",
    };
    expectValid(check(DataFieldCreate, dataField));
    expectValid(check(DataFieldUpdate, { ...dataField, id: 301 }));
    expectValid(check(DataFieldUpdate, { defField: 42 }));
    const link = {
      name: "reports",
      typeOfLink: "embeddedList",
      childDefDossier: 14,
      defDossier: 12,
      environment: 3,
      obligatory: false,
      locked: false,
      cascadeRule: "maintain",
      archiveCascadeRule: "",
      settings: { multiple: true, limit_output_to_mis_item: "q-open" },
      uuid: "ddl-1",
    };
    expectValid(check(LinkCreate, link));
    expectValid(
      check(LinkPatch, { name: "meldingen", cascadeRule: "constraint", archiveCascadeRule: "archive" }),
    );
    expectValid(
      check(LinkBacklinkPatch, { uuid: "ddl-1", backlinkUuid: "ddl-2", defDossier: 12, childDefDossier: 14 }),
    );
  });

  it("requires the name and base field of a data field", () => {
    expect(pathsOf(check(DataFieldCreate, { name: "", defDossier: 12 }))).toEqual(["/defField", "/name"]);
    expect(pathsOf(check(DataFieldUpdate, { name: "x" }))).toEqual(["/defField"]);
  });

  it("requires name, type and target entity of a link, and keeps the target of an existing link", () => {
    const result = check(LinkCreate, { defDossier: 12, typeOfLink: "multi", cascadeRule: "cascade" });
    expect(pathsOf(result)).toEqual(
      expect.arrayContaining(["/cascadeRule", "/childDefDossier", "/name", "/typeOfLink"]),
    );
    expect(pathsOf(check(LinkPatch, { childDefDossier: 15 }))).toEqual(["/childDefDossier"]);
    expect(pathsOf(check(LinkBacklinkPatch, { uuid: "ddl-1", defDossier: 12 }))).toEqual([
      "/backlinkUuid",
      "/childDefDossier",
    ]);
  });
});

describe("display items, positions and custom views", () => {
  const item = {
    col: 1,
    rank: 4,
    rowspan: 0,
    colspan: 4,
    view: "show/edit",
    defaultPermissionType: "",
    roles: [7],
    permissions_type: "EXCLUDE_SELECTED_ROLES",
    translations: [
      { culture: "nl_NL", name: "Geboortedatum", settings: { informationtext: "<b>dd-mm-jjjj</b>" } },
    ],
    settings: { show_ago: true, deadline: [{ number: 2, type: "week", when: "before", color: "#ff0000" }] },
    displayPosition: 30,
    defDossierDefField: 301,
    defDossierLink: null,
    environment: 3,
    defDossier: 12,
    uuid: "di-1",
  };

  it("accepts a field item, the quick create, a block item and a metadata item", () => {
    expectValid(check(DisplayItemWrite, item));
    const quick = {
      defDossier: 12,
      environment: 3,
      defDossierDefField: 301,
      rank: 5,
      col: 1,
      rowspan: 12,
      colspan: 4,
      translations: [{ culture: "nl_NL", name: "Geboortedatum" }],
      view: "edit",
      displayPosition: 30,
    };
    expectValid(check(DisplayItemWrite, quick));
    expectValid(
      check(DisplayItemWrite, { view: "show", defDossier: 12, settings: { block: 21, block_link: 9 } }),
    );
    expectValid(
      check(DisplayItemWrite, { view: "list", defDossier: 12, settings: { dossier_data: "created_at" } }),
    );
    expectValid(check(DisplayItemWrite, { view: "list", defDossier: 12, defDossierLink: 88 }));
  });

  it("requires a view, and a data field or a link for other items", () => {
    const { view: _view, ...withoutView } = item;
    expect(pathsOf(check(DisplayItemWrite, withoutView))).toEqual(["/view"]);
    const result = check(DisplayItemWrite, { ...item, defDossierDefField: null, settings: {} });
    expect(pathsOf(result)).toEqual(expect.arrayContaining(["/defDossierDefField", "/defDossierLink"]));
  });

  it("keeps the layout values at zero or more", () => {
    const result = check(DisplayItemWrite, { ...item, col: -1, colspan: 13, rank: -2 });
    expect(pathsOf(result)).toEqual(["/col", "/colspan", "/rank"]);
    const roles = check(DisplayItemWrite, { ...item, permissions_type: "ONLY", roles: [{ id: 7 }] });
    expect(pathsOf(roles)).toEqual(expect.arrayContaining(["/permissions_type", "/roles/0"]));
  });

  it("checks positions and custom views", () => {
    const position = {
      type: "tab",
      defDossier: 12,
      environment: 3,
      uuid: "dp-2",
      hide: false,
      rank: 1,
      translations: [{ culture: "en_EN", name_plural: "Documents" }],
      settings: { module_content: null, layout_sidebar: "show/edit" },
    };
    expectValid(check(DisplayPositionWrite, position));
    expect(
      pathsOf(check(DisplayPositionWrite, { ...position, type: "sidebar", defDossier: undefined })),
    ).toEqual(expect.arrayContaining(["/defDossier", "/type"]));
    expectValid(check(CustomViewWrite, { viewName: "Intake", environment: 3, defDossier: 12 }));
    expect(pathsOf(check(CustomViewWrite, { viewName: "", environment: 3 }))).toEqual([
      "/defDossier",
      "/viewName",
    ]);
  });
});

describe("entities", () => {
  const entity = {
    environment: 3,
    uuid: "dd-client",
    type: "main",
    rank: 0,
    archiveable: true,
    visibility_roles: [7],
    translations: [{ culture: "nl_NL", name_singular: "Cliënt", name_plural: "Cliënten" }],
    settings: {
      detail_layout: "vertical",
      add_continue: true,
      calendar_default: "week",
      conditions: [
        {
          rules: { type: "or", fields: [{ field: 501, field_method: "equals", values: [14] }] },
          actions: [{ type: "require_fields", values: [502] }],
        },
      ],
    },
  };

  it("accepts the create and patch bodies", () => {
    expectValid(check(EntityCreate, entity));
    expectValid(check(EntityPatch, { settings: { kanban_list_field: 510 } }));
  });

  it("needs the environment and a translation, and checks settings", () => {
    const result = check(EntityCreate, { translations: [], settings: { calendar_default: "day" } });
    expect(pathsOf(result)).toEqual(
      expect.arrayContaining(["/environment", "/translations", "/settings/calendar_default"]),
    );
    const patch = check(EntityPatch, {
      settings: { conditions: [{ rules: { fields: [] }, actions: [{ type: "hide_fields", values: [] }] }] },
    });
    expect(pathsOf(patch)).toEqual(expect.arrayContaining(["/settings/conditions/0/actions/0/type"]));
  });
});
