import { describe, expect, it } from "vitest";
import type { PlacedItem } from "../../api/listEntityDisplayItems";
import { dataFieldName } from "./dataFieldName";
import { quickItemBodies } from "./quickItemBodies";

const placed = (view: string, position: number | null, rank: number) =>
  ({ id: rank, view, rank, display_position_id: position }) as unknown as PlacedItem;

describe("the quick create of 'Add display items?'", () => {
  const existing = [placed("edit", 1, 0), placed("edit", 1, 7), placed("edit", 2, 3), placed("show", 1, 2)];

  it("places each chosen view at col 1, rowspan 12, colspan 4, after the highest rank of that view and position", () => {
    const bodies = quickItemBodies({
      entityId: 10,
      environmentId: 1000,
      owner: { dataField: 61 },
      choices: [
        { view: "edit", positionId: 1 },
        { view: "edit", positionId: 2 },
        { view: "list", positionId: 1 },
      ],
      translations: [
        { culture: "nl_NL", name: " Geboortedatum " },
        { culture: "en_GB", name: "" },
      ],
      existing,
    });
    const common = {
      defDossier: 10,
      environment: 1000,
      defDossierDefField: 61,
      col: 1,
      rowspan: 12,
      colspan: 4,
    };
    const translations = [{ culture: "nl_NL", name: "Geboortedatum" }];
    expect(bodies).toEqual([
      { ...common, rank: 8, translations, view: "edit", displayPosition: 1 },
      { ...common, rank: 4, translations, view: "edit", displayPosition: 2 },
      { ...common, rank: 0, translations, view: "list", displayPosition: 1 },
    ]);
  });

  it("names the link for a link's items", () => {
    const [body] = quickItemBodies({
      entityId: 10,
      environmentId: 1000,
      owner: { link: 71 },
      choices: [{ view: "show", positionId: 1 }],
      translations: [],
      existing,
    });
    expect(body).toMatchObject({ defDossierLink: 71, rank: 3 });
    expect(body).not.toHaveProperty("defDossierDefField");
  });
});

describe("a data field's saved name", () => {
  it("has whitespace and non-word characters replaced by underscores", () => {
    expect(dataFieldName(" Birth date (main)! ")).toBe("Birth_date__main__");
    expect(dataFieldName("plain_name1")).toBe("plain_name1");
  });
});
