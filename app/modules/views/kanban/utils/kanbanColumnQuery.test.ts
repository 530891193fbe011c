import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_STATE } from "../../../records/state/DEFAULT_LIST_STATE";
import { kanbanColumnQuery } from "./kanbanColumnQuery";

describe("kanbanColumnQuery", () => {
  it("asks 50 records of one column's option with the board's filters, the custom view and the parent", () => {
    const query = kanbanColumnQuery({
      entityId: 7,
      searchField: 12,
      optionId: 301,
      page: 2,
      state: {
        ...DEFAULT_LIST_STATE,
        limit: 10,
        archived: "both",
        search: {
          12: { operator: "in", value: [302, 303] },
          15: { operator: "like", value: "acme" },
        },
      },
      customView: "kanban_card",
      embedded: { item: {} as never, parentId: 90, linkId: 4, parentArchived: false },
    });
    expect(query).toEqual({
      defDossier: 7,
      limit: 50,
      page: 2,
      archived: "both",
      labels: 1,
      12: "301",
      15: "acme",
      "15_type": "like",
      view: "kanban_card",
      dossierId: 90,
      linkId: 4,
    });
  });
});
