import { describe, expect, it } from "vitest";
import { contexts } from "../permissions/testContexts";
import { contextFor } from "./contextFor";

describe("contextFor", () => {
  it("gives a member the roles held in that environment, without the admin exemption", () => {
    expect(contextFor(contexts.member, 1, "nl_NL")).toEqual({
      locale: "nl_NL",
      roles: [11],
      admin: false,
      user_id: 4,
    });
  });

  it("exempts super admins and the environment's admins, but not admins of another environment", () => {
    expect(contextFor(contexts.superAdmin, 1, "en_GB")).toMatchObject({ admin: true, roles: [] });
    expect(contextFor(contexts.environmentAdmin, 1, "en_GB")).toMatchObject({ admin: true, roles: [10] });
    expect(contextFor(contexts.stranger, 1, "en_GB")).toMatchObject({ admin: false, roles: [] });
    expect(contextFor(contexts.stranger, 2, "en_GB")).toMatchObject({ admin: true, roles: [20] });
  });
});
