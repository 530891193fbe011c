import { describe, expect, it } from "vitest";
import { linkName } from "./linkName";

describe("a link's saved name", () => {
  it("keeps letters, digits and single underscores between them", () => {
    expect(linkName(" Company link (main)! ")).toBe("Company_link_main");
    expect(linkName("__a--b__c__")).toBe("a_b_c");
    expect(linkName("***")).toBe("");
  });
});
