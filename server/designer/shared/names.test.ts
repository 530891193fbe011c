import { describe, expect, it } from "vitest";
import { dataFieldName, linkName } from "./names";

describe("names", () => {
  it("replaces whitespace and non-word characters of data field names by underscores", () => {
    expect(dataFieldName("first name")).toBe("first_name");
    expect(dataFieldName("  date of birth ")).toBe("date_of_birth");
    expect(dataFieldName("cost (€)")).toBe("cost____");
    expect(dataFieldName("client_number2")).toBe("client_number2");
    expect(dataFieldName("naïve")).toBe("na_ve");
  });

  it("reduces link names to letters, digits and single underscores", () => {
    expect(linkName("care plan")).toBe("care_plan");
    expect(linkName("  Care -- plan!! ")).toBe("Care_plan");
    expect(linkName("__contacts__of__company__")).toBe("contacts_of_company");
    expect(linkName("line 2")).toBe("line_2");
    expect(linkName("!!!")).toBe("");
  });
});
