import { describe, expect, it } from "vitest";
import { draftErrors, draftOf, payloadOf } from "./blockDraft";

describe("the block modal's draft", () => {
  it("starts with the spec's defaults and asks for a type, and an entity unless the type needs none", () => {
    const draft = draftOf(undefined);
    expect(draft).toMatchObject({ col: 12, rank: 0, settings: { limit: 10, layout: "table" } });
    expect(draftErrors(draft)).toEqual({ type: "This is a required field" });
    expect(draftErrors({ ...draft, type: "count_list_options" })).toEqual({
      defDossier: "This is a required field",
      "settings.count_list_field": "This is a required field",
    });
    for (const type of [
      "online_users",
      "funnel",
      "active_users",
      "new_dossier_statistics",
      "block_container",
    ] as const)
      expect(draftErrors({ ...draft, type })).toEqual({});
    expect(draftErrors({ ...draft, type: "online_users", col: 13 })).toEqual({
      col: "This value is not valid",
    });
  });

  it("sends the titles written, in the environment's languages, and leaves empty settings out", () => {
    const draft = {
      ...draftOf(undefined),
      type: "sum_fields" as const,
      defDossier: 4,
      titles: { nl_NL: " Omzet ", en_GB: "" },
    };
    const payload = payloadOf({ ...draft, settings: { ...draft.settings, sum_field: 9, scheme: "" } }, 3, [
      "en_GB",
      "nl_NL",
    ]);
    expect(payload).toMatchObject({
      environment: 3,
      type: "sum_fields",
      defDossier: 4,
      translations: [{ culture: "nl_NL", title: "Omzet" }],
      settings: { limit: 10, layout: "table", sum_field: 9 },
    });
    expect(payload.settings).not.toHaveProperty("scheme");
  });
});
