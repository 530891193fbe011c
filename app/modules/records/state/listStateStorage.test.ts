// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_LIST_STATE } from "./DEFAULT_LIST_STATE";
import { listStateStorage } from "./listStateStorage";

beforeEach(() => sessionStorage.clear());

describe("listStateStorage", () => {
  it("keeps a state per entity", () => {
    listStateStorage.write(1, { ...DEFAULT_LIST_STATE, limit: 20, page: 3, archived: "both" });
    expect(listStateStorage.read(1)).toMatchObject({ limit: 20, page: 3, archived: "both" });
    expect(listStateStorage.read(2)).toEqual(DEFAULT_LIST_STATE);
  });

  it("falls back for what it cannot read: an unknown page size to 50, a bad page to 1", () => {
    sessionStorage.setItem(
      "docket.list.1",
      JSON.stringify({ limit: 15, page: -2, archived: "x", sort: { key: 1 } }),
    );
    expect(listStateStorage.read(1)).toEqual(DEFAULT_LIST_STATE);
    sessionStorage.setItem("docket.list.1", "{not json");
    expect(listStateStorage.read(1)).toEqual(DEFAULT_LIST_STATE);
  });

  it("clears every list's state and nothing else", () => {
    listStateStorage.write(1, DEFAULT_LIST_STATE);
    listStateStorage.write(2, DEFAULT_LIST_STATE);
    sessionStorage.setItem("other", "kept");
    listStateStorage.clear();
    expect(sessionStorage.getItem("docket.list.1")).toBeNull();
    expect(sessionStorage.getItem("docket.list.2")).toBeNull();
    expect(sessionStorage.getItem("other")).toBe("kept");
  });
});
