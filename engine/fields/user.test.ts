import { describe, expect, it } from "vitest";
import type { FormatContext } from "./shared";
import { fits, makeContext, makeItem } from "./testing";
import user from "./user";

const ctx = makeContext({ user_id: 7 });
const single = makeItem("user");
const multiple = makeItem("user", { multiple: true });

describe("user", () => {
  it("describes user ids, one at most when single-select", () => {
    expect(user.valueSchema(single)).toEqual({
      type: "array",
      items: { type: "integer", minimum: 1 },
      maxItems: 1,
    });
    expect(fits(user.valueSchema(multiple), [3, 4])).toBe(true);
  });

  it("defaults to the current user when the item says so", () => {
    const item = makeItem("user", { settings: { default_current_user: true } });
    expect(user.defaultValue?.(item, ctx)).toEqual([7]);
    expect(user.defaultValue?.(item, makeContext())).toBeUndefined();
    expect(user.defaultValue?.(single, ctx)).toBeUndefined();
  });

  it("accepts positive integer ids, one when single-select", () => {
    expect(user.validate?.([3], single, ctx)).toBeUndefined();
    expect(user.validate?.([3, 4], single, ctx)).toBe("Maximum number of items selected");
    expect(user.validate?.([3, 4], multiple, ctx)).toBeUndefined();
    expect(user.validate?.([0], single, ctx)).toBe("Choose one of the options");
    expect(user.validate?.(["3"], single, ctx)).toBe("Choose one of the options");
    expect(user.validate?.(3, single, ctx)).toBe("Choose one of the options");
  });

  it("formats names through the resolver, '#id' when it does not know one", () => {
    const names: FormatContext = {
      ...ctx,
      resolve: (kind, id) => (kind === "user" && id === 3 ? "Jan" : undefined),
    };
    expect(user.format([3, 4], multiple, "show", names)).toBe("Jan, #4");
    expect(user.format([3, 4], multiple, "csv", names)).toBe("Jan|#4");
    expect(user.format([3], single, "list", ctx)).toBe("#3");
    expect(user.format(null, single, "list", ctx)).toBe("");
  });

  it("searches by user", () => {
    expect(user.searchOperators).toEqual(["equals", "not_equals"]);
    expect(user.aggregations).toEqual([]);
    expect(user.toStrings?.([3])).toEqual(["3"]);
  });
});
