import { describe, expect, it } from "vitest";
import { ApplyTemplateStatus, Template, TemplateContent } from "./template";
import { check } from "./validate";

const pathsOf = (result: ReturnType<typeof check>) => (result.ok ? [] : result.issues.map((i) => i.path));

const content = {
  deffields: [
    {
      uuid: "df-status",
      type: "list",
      name: "status",
      settings: { multiple: false },
      def_field_lists: [
        {
          uuid: "dfl-open",
          rank: 0,
          default: true,
          color: "#00AA00",
          translations: [{ culture: "nl_NL", text: "Open" }],
        },
        { uuid: "dfl-closed", rank: 1, translations: [{ culture: "nl_NL", text: "Gesloten" }] },
      ],
    },
    { uuid: "df-name", type: "text", name: "name", settings: { size: 100 } },
  ],
  defdossiers: [
    {
      uuid: "dd-client",
      type: "main",
      name: "client",
      description: "Clients of the organisation",
      rank: 0,
      translations: [{ culture: "nl_NL", name_singular: "Cliënt", name_plural: "Cliënten" }],
      settings: { add_continue: true },
      defdossierdeffields: [
        { uuid: "ddf-name", name: "name", def_field: { uuid: "df-name" }, obligatory: true, locked: false },
        { uuid: "ddf-status", name: "status", def_field: { uuid: "df-status" } },
      ],
      defdossierlinks: [
        {
          uuid: "ddl-reports",
          name: "reports",
          type_of_link: "embeddedList",
          child_def_dossier: { uuid: "dd-report" },
          back_link: { uuid: "ddl-client" },
          cascade_rule: "maintain",
          archive_cascade_rule: "archive",
          settings: { multiple: true },
        },
      ],
      displaypositions: [
        {
          uuid: "dp-main",
          type: "main_content",
          hide: false,
          rank: 0,
          translations: [{ culture: "nl_NL", name_plural: "Algemeen" }],
          display_items: [
            {
              uuid: "di-name",
              view: "show/edit",
              rank: 0,
              col: 1,
              colspan: 6,
              rowspan: 12,
              translations: [{ culture: "nl_NL", name: "Naam" }],
              def_dossier_def_field: { uuid: "ddf-name" },
            },
            {
              uuid: "di-reports",
              view: "show/edit",
              rank: 1,
              col: 1,
              colspan: 12,
              translations: [{ culture: "nl_NL", name: "Meldingen" }],
              settings: { show_embedded: true, views: ["list", "kanban"] },
              def_dossier_link: { uuid: "ddl-reports" },
            },
          ],
        },
      ],
    },
    {
      uuid: "dd-report",
      type: "hidden",
      translations: [{ culture: "nl_NL", name_singular: "Melding", name_plural: "Meldingen" }],
      defdossierlinks: [
        {
          uuid: "ddl-client",
          name: "client",
          type_of_link: "select",
          child_def_dossier: { uuid: "dd-client" },
        },
      ],
    },
  ],
};

describe("Template", () => {
  it("accepts a template whose JSON text holds valid content", () => {
    const template = {
      id: 4,
      name: "Client administration",
      description: "Clients and their reports",
      created_at: "2026-01-10T08:00:00Z",
      template: JSON.stringify(content),
      translations: [
        { culture: "nl_NL", name: "Cliëntadministratie", description: null, thumbnail_path: "/thumbs/4.png" },
      ],
    };
    const result = check(Template, template);
    expect(result.ok ? [] : result.issues).toEqual([]);
    const inner = check(TemplateContent, JSON.parse(template.template));
    expect(inner.ok ? [] : inner.issues).toEqual([]);
  });

  it("rejects a template without a name and with a bad translation", () => {
    const result = check(Template, { id: 4, translations: [{ culture: "Dutch", name: "x" }] });
    expect(pathsOf(result).sort()).toEqual(["/name", "/translations/0/culture"]);
  });

  it("needs a uuid on every item and uuid references between items", () => {
    const bad = JSON.parse(JSON.stringify(content));
    delete bad.deffields[0].def_field_lists[1].uuid;
    bad.defdossiers[0].defdossierdeffields[0].def_field = 17;
    bad.defdossiers[0].defdossierlinks[0].child_def_dossier = {};
    bad.defdossiers[0].displaypositions[0].type = "sidebar";
    bad.defdossiers[0].displaypositions[0].display_items[0].colspan = 13;
    delete bad.defdossiers[1].uuid;
    const result = check(TemplateContent, bad);
    expect(pathsOf(result)).toEqual(
      expect.arrayContaining([
        "/deffields/0/def_field_lists/1/uuid",
        "/defdossiers/0/defdossierdeffields/0/def_field",
        "/defdossiers/0/defdossierlinks/0/child_def_dossier/uuid",
        "/defdossiers/0/displaypositions/0/type",
        "/defdossiers/0/displaypositions/0/display_items/0/colspan",
        "/defdossiers/1/uuid",
      ]),
    );
  });

  it("reports status 2 or 9 only", () => {
    expect(check(ApplyTemplateStatus, { status: 9 }).ok).toBe(true);
    expect(pathsOf(check(ApplyTemplateStatus, { status: 3 }))).toEqual(["/status"]);
  });
});
