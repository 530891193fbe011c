import { describe, expect, it } from "vitest";
import { ListResponse } from "./api";
import {
  BlockPosition,
  BlockPositionsUpdate,
  DashboardBlock,
  DashboardBlockWrite,
  DashboardLayout,
} from "./dashboard";
import { check } from "./validate";

const pathsOf = (result: ReturnType<typeof check>) => (result.ok ? [] : result.issues.map((i) => i.path));

const listBlock = {
  id: 21,
  uuid: "5f1c2b8e-3d4a-4c6e-9b7f-0a1b2c3d4e5f",
  environment: 3,
  type: "dashboard",
  parent: null,
  children: [],
  col: 12,
  rank: 0,
  defDossier: 12,
  dossierQuery: 8,
  dashboard: true,
  roles: [7, { id: 8 }],
  translations: [
    { culture: "nl_NL", title: "Open meldingen" },
    { culture: "en_GB", title: "Open reports" },
  ],
  settings: {
    limit: 10,
    scheme: "tableau.Tableau10",
    view_name: "list",
    layout: "cards",
    show_add: "yes",
    inline_edit: "no",
    tab_queries: [
      { query: 8, title: "Open" },
      { query: "q-closed", title: "Closed" },
    ],
    carousel: "no",
    template: "cardPerson",
    templateOptions: { picture: 301, title: 302, description: null, date: 305 },
    sort: { dddfId: 302, order: "DESC" },
  },
};

const chartBlock = {
  id: 22,
  type: "count_list_options",
  col: 6,
  rank: 1,
  defDossier: 12,
  translations: [{ culture: "nl_NL", title: "Per status" }],
  settings: {
    count_list_field: 410,
    date_field: 411,
    use_creation_date: "no",
    date_format: "year_month",
    chart_format: "bar",
    group_format: "stacked",
    chart_layout: "horizontal",
    table_layout: "ver3",
    reverse_axis: "no",
    show_y_scroll: "yes",
    enable_labels: "yes",
    enable_grid: "no",
    legend_direction: "top-to-bottom",
  },
};

const container = {
  id: 20,
  type: "block_container",
  translations: [{ culture: "nl_NL", title: "Overzicht" }],
  settings: { layout: "accordion" },
  children: [listBlock, chartBlock, 23],
};

describe("DashboardBlock", () => {
  it("accepts blocks of several types, nested in a container", () => {
    const result = check(DashboardBlock, container);
    expect(result.ok ? [] : result.issues).toEqual([]);
    const page = check(ListResponse(DashboardBlock), {
      results: [container],
      pager: { current: 1, pages: 1, items: 1 },
    });
    expect(page.ok ? [] : page.issues).toEqual([]);
  });

  it("accepts the percentage, count link, sum and date statistics settings", () => {
    const blocks = [
      {
        type: "list_option_percentage_conditions",
        settings: { pie_charts: [{ total_query: 1, dossier_query: 2, color: "#ff0000", title: "Done" }] },
      },
      {
        type: "count_link_options",
        settings: {
          count_link_field: 5,
          count_link_field_sec: 6,
          origin_link_field: 7,
          origin_display_field: 8,
          link_display_field: 9,
        },
      },
      { type: "sum_fields", settings: { sum_field: 15 } },
      {
        type: "date_statistics",
        settings: { list_field: 3, date_field: 4, period: "month", link_field: null },
      },
    ];
    for (const block of blocks) {
      const result = check(DashboardBlock, { id: 1, translations: [], ...block });
      expect(result.ok ? [] : result.issues).toEqual([]);
    }
  });

  it("rejects unknown types and enumeration values with their paths", () => {
    const bad = JSON.parse(JSON.stringify(container));
    bad.children[0].type = "pie";
    bad.children[0].col = 13;
    bad.children[1].settings.chart_format = "donut";
    bad.children[1].settings.table_layout = "ver7";
    bad.settings.layout = "grid";
    const result = check(DashboardBlock, bad);
    expect(pathsOf(result)).toEqual(
      expect.arrayContaining([
        "/children/0/type",
        "/children/0/col",
        "/children/1/settings/chart_format",
        "/children/1/settings/table_layout",
        "/settings/layout",
      ]),
    );
  });
});

describe("DashboardBlockWrite", () => {
  const body = {
    environment: 3,
    uuid: "5f1c2b8e-3d4a-4c6e-9b7f-0a1b2c3d4e5f",
    type: "dashboard",
    defDossier: 12,
    dossierQuery: 8,
    parent: null,
    col: 12,
    rank: 0,
    dashboard: true,
    roles: [7],
    translations: [{ culture: "nl_NL", title: "Open meldingen" }],
    settings: { limit: 10, layout: "table" },
  };

  it("accepts a block with an entity, and entity-free types without one", () => {
    expect(check(DashboardBlockWrite, body).ok).toBe(true);
    for (const type of [
      "online_users",
      "funnel",
      "active_users",
      "new_dossier_statistics",
      "block_container",
    ]) {
      expect(check(DashboardBlockWrite, { environment: 3, type }).ok).toBe(true);
    }
  });

  it("requires a type, and an entity for the types that need one", () => {
    expect(pathsOf(check(DashboardBlockWrite, { environment: 3, defDossier: 12 }))).toEqual(["/type"]);
    expect(pathsOf(check(DashboardBlockWrite, { ...body, defDossier: null }))).toContain("/defDossier");
    expect(pathsOf(check(DashboardBlockWrite, { environment: 3, type: "sum_fields" }))).toContain(
      "/defDossier",
    );
  });

  it("requires the period of date statistics and the count fields of count blocks", () => {
    const dates = check(DashboardBlockWrite, {
      ...body,
      type: "date_statistics",
      settings: { list_field: 3 },
    });
    expect(pathsOf(dates)).toContain("/settings/period");
    const list = check(DashboardBlockWrite, { ...body, type: "count_list_options", settings: {} });
    expect(pathsOf(list)).toContain("/settings/count_list_field");
    const link = check(DashboardBlockWrite, {
      ...body,
      type: "count_link_options",
      settings: { count_list_field: 4 },
    });
    expect(pathsOf(link)).toContain("/settings/count_link_field");
    const period = check(DashboardBlockWrite, {
      ...body,
      type: "date_statistics",
      settings: { period: "day" },
    });
    expect(pathsOf(period)).toContain("/settings/period");
  });

  it("keeps the column width between 1 and 12", () => {
    expect(pathsOf(check(DashboardBlockWrite, { ...body, col: 0 }))).toEqual(["/col"]);
  });
});

describe("block positions", () => {
  it("accepts grid positions and their API form", () => {
    expect(check(BlockPosition, { uuid: "b-21", x: 6, y: 0, w: 6, h: 10 }).ok).toBe(true);
    const update = {
      blocks: [
        { block: 21, xPos: 0, yPos: 0, blockWidth: 6, blockHeight: 10 },
        { block: 22, xPos: 6, yPos: 0, blockWidth: 0, blockHeight: 0 },
      ],
      default: true,
    };
    expect(check(BlockPositionsUpdate, update).ok).toBe(true);
    const layout = check(DashboardLayout, { positions: update.blocks, results: [container] });
    expect(layout.ok ? [] : layout.issues).toEqual([]);
  });

  it("rejects blocks under the minimum size and positions off the grid", () => {
    const grid = check(BlockPosition, { uuid: "b-21", x: 12, y: 0, w: 4, h: 10 });
    expect(grid.ok ? [] : grid.issues).toEqual([
      { path: "/x", message: "must be <= 11" },
      { path: "/w", message: "must be >= 5" },
    ]);
    const api = check(BlockPositionsUpdate, { blocks: [{ block: 21, xPos: -1, yPos: 0, blockWidth: 6 }] });
    expect(pathsOf(api).sort()).toEqual(["/blocks/0/blockHeight", "/blocks/0/xPos"]);
  });
});
