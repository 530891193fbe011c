import { describe, expect, it } from "vitest";
import { CHOOSE_FIELD, chooseFieldErrors } from "./chooseField";

describe("chooseFieldErrors", () => {
  it("asks for a data field or a link when an item shows neither", () => {
    expect(chooseFieldErrors({})).toEqual({ defDossierDefField: CHOOSE_FIELD, defDossierLink: CHOOSE_FIELD });
    expect(chooseFieldErrors({ defDossierDefField: null, settings: { block: "" } })).toEqual({
      defDossierDefField: CHOOSE_FIELD,
      defDossierLink: CHOOSE_FIELD,
    });
  });

  it("accepts a data field, a link, a block or a record metadata item", () => {
    expect(chooseFieldErrors({ defDossierDefField: 3 })).toEqual({});
    expect(chooseFieldErrors({ defDossierLink: 4 })).toEqual({});
    expect(chooseFieldErrors({ settings: { block: 7 } })).toEqual({});
    expect(chooseFieldErrors({ settings: { block: "dashboard" } })).toEqual({});
    expect(chooseFieldErrors({ settings: { dossier_data: "created_at" } })).toEqual({});
  });

  it("does not take both at once", () => {
    expect(chooseFieldErrors({ defDossierDefField: 3, defDossierLink: 4 })).toEqual({
      defDossierLink: "This value is not valid",
    });
  });
});
