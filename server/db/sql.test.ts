import { describe, expect, it } from "vitest";
import { build, constantSql, empty, identifier, join, param, sql } from "./sql";

describe("sql template", () => {
  it("turns values into numbered parameters and nests fragments", () => {
    const name = "O'Brien; drop table users";
    const inner = sql`lower(summary) = lower(${name})`;
    const statement = sql`select id from t where a = ${1} and ${inner} and b = any(${param([2, 3], "int[]")})`;
    expect(build(statement)).toEqual({
      text: "select id from t where a = $1 and lower(summary) = lower($2) and b = any($3::int[])",
      values: [1, name, [2, 3]],
    });
  });

  it("numbers after parameters a statement already holds", () => {
    expect(build(sql`x = ${"a"}`, [7, 8])).toEqual({ text: "x = $3", values: [7, 8, "a"] });
  });

  it("joins fragments, and joins none to nothing", () => {
    const parts = [sql`a = ${1}`, sql`b = ${2}`];
    expect(build(join(parts, sql` and `)).text).toBe("a = $1 and b = $2");
    expect(build(join([], sql` and `)).text).toBe("");
    expect(build(sql`x${empty}y`).text).toBe("xy");
  });

  it("carries constant text from the code as it is", () => {
    const columns = constantSql("d.id, d.summary");
    expect(build(sql`select ${columns} from t where id = ${5}`)).toEqual({
      text: "select d.id, d.summary from t where id = $1",
      values: [5],
    });
  });

  it("builds identifiers only from code names and ids", () => {
    expect(build(sql`select * from t ${identifier("qc", 3)}`).text).toBe("select * from t qc3");
    expect(() => identifier("d; drop")).toThrow();
    expect(() => identifier("D")).toThrow();
    expect(() => identifier("qc", -1)).toThrow();
    expect(() => identifier("qc", 1.5)).toThrow();
  });
});
