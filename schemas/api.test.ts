import { Type } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { ConflictResponse, CreateResponse, ErrorsResponse, ListResponse, MessageResponse } from "./api";
import { Id } from "./common";
import { Locale } from "./environment";
import { check } from "./validate";

const pathsOf = (result: ReturnType<typeof check>) => (result.ok ? [] : result.issues.map((i) => i.path));

describe("common API answers", () => {
  const LocaleList = ListResponse(Locale);

  it("accepts a page of a list", () => {
    const page = {
      results: [
        { id: 1, code: "nl_NL", name: "Nederlands" },
        { id: 2, code: "en_GB", name: "English" },
      ],
      pager: { current: 1, pages: 1, items: 2, limit: 50 },
    };
    expect(check(LocaleList, page).ok).toBe(true);
  });

  it("rejects a list without pager and with a bad item", () => {
    const result = check(LocaleList, { results: [{ id: 1, code: "Dutch", name: "Nederlands" }] });
    expect(pathsOf(result)).toEqual(expect.arrayContaining(["/pager", "/results/0/code"]));
  });

  it("types a list of any item schema", () => {
    const Ids = ListResponse(Type.Object({ id: Id }));
    const result = check(Ids, { results: [{ id: -1 }], pager: { current: 0, pages: 0, items: 0 } });
    expect(result.ok ? [] : result.issues).toEqual([{ path: "/results/0/id", message: "must be >= 0" }]);
  });

  it("accepts the 400, 403/404 and create answers", () => {
    expect(check(ErrorsResponse, { errors: { name: "This is a required field", "412": "x" } }).ok).toBe(true);
    expect(check(MessageResponse, { message: "403_general_message" }).ok).toBe(true);
    expect(check(CreateResponse, { id: 12, uuid: "0b9a6e3c-6f7e-4a55-9a43-1e3c2f8d7b10" }).ok).toBe(true);
    expect(check(CreateResponse, { id: 12 }).ok).toBe(true);
  });

  it("rejects an errors map with a non-string message and a create answer without id", () => {
    expect(pathsOf(check(ErrorsResponse, { errors: { name: ["This is a required field"] } }))).toEqual([
      "/errors/name",
    ]);
    expect(pathsOf(check(CreateResponse, { uuid: "abc" }))).toEqual(["/id"]);
    expect(pathsOf(check(MessageResponse, { message: "" }))).toEqual(["/message"]);
  });

  it("accepts a 409 and checks its constraint type", () => {
    const conflict = {
      errors: { "101": "This value already exists" },
      existing: [{ id: 5001, summary: "Jansen, Amsterdam" }],
      constraint_type: "warning",
    };
    expect(check(ConflictResponse, conflict).ok).toBe(true);
    const result = check(ConflictResponse, {
      ...conflict,
      constraint_type: "block",
      existing: [{ summary: "x" }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual({ path: "/existing/0/id", message: "is required" });
    expect(result.issues.find((i) => i.path === "/constraint_type")?.message).toContain("warning");
  });
});
