import { describe, expect, it } from "vitest";
import { serverConditionErrors } from "./serverConditionErrors";

describe("serverConditionErrors", () => {
  it("keys the server's condition errors as the editor places them and leaves others out", () => {
    expect(
      serverConditionErrors({
        "settings.conditions.0.rules.fields.1.field": "This value is not valid",
        "settings.conditions.2.actions.0.values": "This value is not valid",
        "settings.hiddenfields": "This value is not valid",
      }),
    ).toEqual({
      "0.fields.1.field": "This value is not valid",
      "2.actions.0.values": "This value is not valid",
    });
  });
});
